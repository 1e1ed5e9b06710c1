import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { hasRendered, swapIn, takeOverWhenRendered } from '../take-over';

let seen: Record<string, string> = {};

function Form() {
  const [values, setValues] = useState({ amount: '', note: '' });
  seen = values;
  return (
    <main>
      <h1>Page</h1>
      <label htmlFor="amount">Amount</label>
      <input id="amount" value={values.amount} onChange={(event) => setValues({ ...values, amount: event.target.value })} />
      <textarea name="note" value={values.note} onChange={(event) => setValues({ ...values, note: event.target.value })} />
    </main>
  );
}

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
    const fresh = takeOverWhenRendered(snapshot, 60_000);
    expect(fresh.isConnected).toBe(false);
    await act(async () => createRoot(fresh).render(<Form />));
    // The observer's callback runs as a microtask after the commit.
    await act(async () => {});
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
        <select aria-label="Solve for" value={value} onChange={(event) => setValue(event.target.value)}>
          <option value="">Result</option>
          <option value="amount">Amount</option>
        </select>
      );
    }
    const markup =
      '<select aria-label="Solve for"><option value="">Result</option><option value="amount">Amount</option></select>';
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

  it('waits while the page is the loading skeleton', () => {
    const container = document.createElement('div');
    container.innerHTML = '<main><h1>Page</h1><div><div role="status" aria-label="Loading"></div></div></main>';
    expect(hasRendered(container)).toBe(false);
    // Until it says the page is still loading: the visitor should read that.
    const notice = document.createElement('div');
    notice.setAttribute('role', 'status');
    container.querySelector('[aria-label="Loading"]')!.after(notice);
    expect(hasRendered(container)).toBe(true);
    notice.remove();
    container.querySelector('[role="status"]')!.remove();
    expect(hasRendered(container)).toBe(true);
  });
});
