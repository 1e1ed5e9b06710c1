import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { counterpart, swapIn, takeOverWhenRendered } from '../take-over';
import { PRERENDERED_GLOBAL } from '../../site/prerendered-page-marks';
import { noInteractions } from '../../site/before-scripts/early-interactions';
import { PAGE_NOTICE_ATTRIBUTE, pageStateProps, type PageState } from '../../site/page-state';

let seen: Record<string, string> = {};

/** Lets the swap's own task run (take-over.ts schedules it after the commit that publishes the page's state). */
const swapTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

function Form({ extra = false }: { extra?: boolean }) {
  const [values, setValues] = useState({ amount: '', note: '' });
  seen = values;
  return (
    <main>
      <h1>Page</h1>
      {/* A live page may have more in front of the fields than its snapshot: matched by id and name, not place. */}
      {extra ? <p>A notice the snapshot did not have</p> : null}
      <label htmlFor="amount">Amount</label>
      <input id="amount" value={values.amount} onChange={(event) => setValues({ ...values, amount: event.target.value })} />
      <textarea name="note" value={values.note} onChange={(event) => setValues({ ...values, note: event.target.value })} />
      <span hidden {...pageStateProps('ready')} />
    </main>
  );
}

/** What a remote's page frame shows while it loads (remote-page.tsx): its state, and its notice once slow. */
function Frame({ state, notice = false }: { state: PageState; notice?: boolean }) {
  if (state === 'ready') return <Form />;
  return (
    <main {...pageStateProps(state)}>
      {notice ? (
        <div {...{ [PAGE_NOTICE_ATTRIBUTE]: '' }}>
          <p>Page is still loading.</p>
          <button type="button" onClick={() => retried++}>
            Retry
          </button>
        </div>
      ) : null}
    </main>
  );
}
let retried = 0;

const SNAPSHOT_MARKUP =
  '<main><h1>Page</h1><label for="amount">Amount</label><input id="amount" value=""><textarea name="note"></textarea></main>';

function prerenderedRoot() {
  document.body.innerHTML = `<div id="root" data-prerendered="">${SNAPSHOT_MARKUP}</div>`;
  return document.getElementById('root')!;
}

describe('taking over a prerendered page', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('renders outside the document and swaps in once rendered, with what the visitor typed in React state', async () => {
    const snapshot = prerenderedRoot();
    (snapshot.querySelector('#amount') as HTMLInputElement).value = '2500';
    (snapshot.querySelector('textarea') as HTMLTextAreaElement).value = 'hello';
    (snapshot.querySelector('#amount') as HTMLInputElement).focus();
    const fresh = takeOverWhenRendered(snapshot);
    expect(fresh.isConnected).toBe(false);
    await act(async () => createRoot(fresh).render(<Form extra />));
    // The swap runs in a task of its own after the commit (act may already have let it run: not asserted between).
    await swapTask();
    expect(document.querySelectorAll('#root')).toHaveLength(1);
    expect(document.getElementById('root')).toBe(fresh);
    expect(snapshot.isConnected).toBe(false);
    expect(seen).toEqual({ amount: '2500', note: 'hello' });
    expect(document.activeElement).toBe(fresh.querySelector('#amount'));
    expect(document.documentElement.dataset.takenOver).toBe('');
  });

  it('leaves fields the visitor did not touch to the live page (a draft it restored, say)', async () => {
    const snapshot = prerenderedRoot();
    const fresh = document.createElement('div');
    await act(async () => createRoot(fresh).render(<Form />));
    await act(async () => {
      (fresh.querySelector('textarea') as HTMLTextAreaElement).value = 'restored';
    });
    swapIn(snapshot, fresh);
    expect((fresh.querySelector('textarea') as HTMLTextAreaElement).value).toBe('restored');
  });

  it('a select left on its first option is the live page’s to set (a mode from the address); one changed is carried', async () => {
    let mode = '';
    function Modes({ initial }: { initial: string }) {
      const [value, setValue] = useState(initial);
      mode = value;
      return (
        <select id="mode" aria-label="Solve for" value={value} onChange={(event) => setValue(event.target.value)}>
          <option value="">Result</option>
          <option value="amount">Amount</option>
        </select>
      );
    }
    const markup =
      '<select id="mode" aria-label="Solve for"><option value="">Result</option><option value="amount">Amount</option></select>';
    document.body.innerHTML = `<div id="root" data-prerendered="">${markup}</div>`;
    let snapshot = document.getElementById('root')!;
    let fresh = document.createElement('div');
    await act(async () => createRoot(fresh).render(<Modes initial="amount" />));
    await act(async () => swapIn(snapshot, fresh));
    expect(mode).toBe('amount');

    document.body.innerHTML = `<div id="root" data-prerendered="">${markup}</div>`;
    snapshot = document.getElementById('root')!;
    snapshot.querySelector('select')!.value = 'amount';
    fresh = document.createElement('div');
    await act(async () => createRoot(fresh).render(<Modes initial="" />));
    await act(async () => swapIn(snapshot, fresh));
    expect(mode).toBe('amount');
  });

  it('keeps the snapshot while the live page loads, however long, and shows its notice beside it', async () => {
    jest.useFakeTimers();
    try {
      const snapshot = prerenderedRoot();
      const fresh = takeOverWhenRendered(snapshot);
      const root = createRoot(fresh);
      await act(async () => root.render(<Frame state="loading" />));
      await act(async () => jest.advanceTimersByTime(60_000));
      expect(document.getElementById('root')).toBe(snapshot);
      expect(document.querySelector('[data-page-notice]')).toBeNull();
      // The live page says it is still loading: the snapshot stays, and the notice shows beside it.
      await act(async () => root.render(<Frame state="loading" notice />));
      expect(document.getElementById('root')).toBe(snapshot);
      const beside = snapshot.nextElementSibling as HTMLElement;
      expect(beside.textContent).toContain('Page is still loading.');
      expect(beside.style.position).toBe('fixed');
      // Its Retry is the live page's.
      retried = 0;
      await act(async () => beside.querySelector('button')!.click());
      expect(retried).toBe(1);
      (snapshot.querySelector('#amount') as HTMLInputElement).value = '7';
      await act(async () => root.render(<Frame state="ready" />));
      await act(async () => jest.advanceTimersByTime(1));
      expect(document.getElementById('root')).toBe(fresh);
      expect(document.body.textContent).not.toContain('Page is still loading.');
      expect(seen.amount).toBe('7');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failed page shows its card in place of the snapshot; what was typed reaches the page once it renders', async () => {
    const snapshot = prerenderedRoot();
    (snapshot.querySelector('textarea') as HTMLTextAreaElement).value = 'kept';
    const fresh = takeOverWhenRendered(snapshot);
    const root = createRoot(fresh);
    await act(async () => root.render(<Frame state="failed" />));
    await swapTask();
    expect(document.getElementById('root')).toBe(fresh);
    expect(document.documentElement.dataset.takenOver).toBe('');
    await act(async () => root.render(<Frame state="loading" />));
    await act(async () => root.render(<Frame state="ready" />));
    await act(async () => {});
    expect(seen.note).toBe('kept');
  });

  it('a form submitted before the scripts is submitted on the live page', async () => {
    let submitted = 0;
    function Calc() {
      const [amount, setAmount] = useState('');
      seen = { amount, note: '' };
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitted++;
          }}
        >
          <input name="sipAmount" value={amount} onChange={(event) => setAmount(event.target.value)} />
          <button type="submit">Calculate</button>
          <span hidden {...pageStateProps('ready')} />
        </form>
      );
    }
    document.body.innerHTML =
      '<div id="root" data-prerendered=""><div><form><input name="sipAmount" value=""><button type="submit">Calculate</button></form></div></div>';
    const snapshot = document.getElementById('root')!;
    const form = snapshot.querySelector('form')!;
    (form.querySelector('input') as HTMLInputElement).value = '2000';
    const early = {
      ...noInteractions(),
      typed: [form.querySelector('input')!],
      submit: { form, submitter: form.querySelector('button') },
    };
    (window as unknown as Record<string, unknown>)[PRERENDERED_GLOBAL] = early;
    try {
      const fresh = takeOverWhenRendered(snapshot);
      await act(async () => createRoot(fresh).render(<Calc />));
      await swapTask();
      expect(seen.amount).toBe('2000');
      expect(submitted).toBe(1);
      expect(early.submit).toBeNull();
    } finally {
      delete (window as unknown as Record<string, unknown>)[PRERENDERED_GLOBAL];
    }
  });

  it('matches by id, else by a name no other element has; never by place', () => {
    const snapshot = document.createElement('div');
    snapshot.innerHTML = '<input id="a"><input name="b"><input name="c"><input type="radio" name="r" value="2">';
    const fresh = document.createElement('div');
    fresh.innerHTML =
      '<p></p><input name="b"><input id="a"><input name="c"><input name="c"><input type="radio" name="r" value="1"><input type="radio" name="r" value="2">';
    const [a, b, c, r] = Array.from(snapshot.querySelectorAll('input'));
    expect(counterpart(fresh, a)).toBe(fresh.querySelector('#a'));
    expect(counterpart(fresh, b)).toBe(fresh.querySelector('[name="b"]'));
    expect(counterpart(fresh, c)).toBeNull();
    expect(counterpart(fresh, r)).toBe(fresh.querySelector('[value="2"]'));
  });
});
