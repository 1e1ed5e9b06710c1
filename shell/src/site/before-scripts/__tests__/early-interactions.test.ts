import { BUSY_LABELS } from '../../prerendered-page-marks';
import { fillFromQuery, noInteractions, recordEarlyInteractions, scriptsFailed } from '../early-interactions';

// Listeners go on the document: each test has a document of its own.
function page(markup: string) {
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = `<div id="root">${markup}</div>`;
  const root = doc.getElementById('root')!;
  const early = noInteractions();
  recordEarlyInteractions(root, early, doc);
  return { doc, root, early };
}

const CALCULATOR =
  '<form><input id="sip-sipAmount" name="sipAmount"><button type="submit"><svg></svg>Calculate</button></form>';
const CONTACT = '<form method="post"><textarea name="message"></textarea><button type="submit"><svg></svg>Send</button></form>';

describe('early interactions', () => {
  it('keeps a submission for the live page, and the button says at once that it is calculating', () => {
    const { root, early } = page(CALCULATOR);
    const form = root.querySelector('form')!;
    const native = jest.spyOn(form, 'submit').mockImplementation(() => {});
    const button = root.querySelector('button')!;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'submitter', { value: button });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(early.submit).toEqual({ form, submitter: button });
    expect(button.textContent).toBe(BUSY_LABELS.calculate);
    expect(button.querySelector('svg')).not.toBeNull();
    expect(button.getAttribute('aria-busy')).toBe('true');
    // However long the scripts take, it is never sent another way unless they fail.
    expect(native).not.toHaveBeenCalled();
    scriptsFailed(early, root);
    expect(native).toHaveBeenCalledTimes(1);
    expect(early.submit).toBeNull();
  });

  it('a message says "Sending…", and is never sent as a plain form submission, even if the scripts fail', () => {
    const { root, early } = page(CONTACT);
    const form = root.querySelector('form')!;
    const native = jest.spyOn(form, 'submit').mockImplementation(() => {});
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(root.querySelector('button')!.textContent).toBe(BUSY_LABELS.send);
    scriptsFailed(early, root);
    expect(native).not.toHaveBeenCalled();
    expect(early.submit?.form).toBe(form);
  });

  it('keeps the fields typed into and visited, and Enter in a field', () => {
    const { root, early } = page(CALCULATOR);
    const field = root.querySelector('input')!;
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(early.visited).toEqual([field]);
    expect(early.typed).toEqual([field]);
    expect(early.enter).toBe(field);
  });

  it('keeps a paste an early rule refused, until the field is typed into again', () => {
    const { root, early } = page(CONTACT);
    const field = root.querySelector('textarea')!;
    field.addEventListener('paste', (event) => event.preventDefault());
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(paste, 'clipboardData', { value: { getData: () => 'https://example.com' } });
    field.dispatchEvent(paste);
    expect(early.refusedPastes).toEqual([{ field, text: 'https://example.com' }]);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(early.refusedPastes).toEqual([]);
  });

  it('records nothing outside the snapshot, or once it has left the document', () => {
    const { doc, root, early } = page(CALCULATOR);
    doc.body.insertAdjacentHTML('beforeend', '<input id="outside">');
    doc.getElementById('outside')!.dispatchEvent(new Event('input', { bubbles: true }));
    const field = root.querySelector('input')!;
    root.remove();
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(early.typed).toEqual([]);
  });

  it("shows the query's values in the fields of their names, as the calculator fills them", () => {
    const root = document.createElement('div');
    root.innerHTML = '<input name="sipAmount"><input type="checkbox" name="stepUp"><textarea name="note"></textarea>';
    const early = noInteractions();
    fillFromQuery(root, '?sipAmount=2000&stepUp=on&note=hi', early);
    const [amount, stepUp, note] = Array.from(root.querySelectorAll<HTMLInputElement>('input, textarea'));
    expect(amount.value).toBe('2000');
    expect(stepUp.checked).toBe(false);
    expect(note.value).toBe('hi');
    expect(early.fromQuery).toEqual([amount, note]);
  });
});
