/*
 * Before the scripts take over, a prerendered page already works as far as HTML goes: its fields take what the
 * visitor types. This keeps what the visitor does for the takeover to replay on the live page
 * (shell/src/app/take-over.ts), however long the scripts take: fields typed into and visited, Enter, pastes a page's
 * early rule refused, and a form submitted (Calculate, Send). A submitted form waits for the live page instead of
 * reloading this one, and its button says at once that it is working ("Calculating…", "Sending…"). Only if a
 * script fails to load does a calculation go as a plain form submission (its query is what the calculator reads on
 * arrival); a message (a POST form) is never sent that way, it stays in the form. It also shows in the fields the
 * values a shared address carries in its query, as the calculator fills them on arrival.
 */
import { BUSY_LABELS, type EarlyInteractions } from '../prerendered-page-marks';

export function noInteractions(): EarlyInteractions {
  return { visited: [], typed: [], fromQuery: [], enter: null, submit: null, refusedPastes: [], scriptsFailed: false };
}

/** The fields named in the query get its values (not hidden fields, checkboxes or radios). */
export function fillFromQuery(root: ParentNode, search: string, early: EarlyInteractions): void {
  const query = new URLSearchParams(search);
  root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]').forEach((field) => {
    const value = query.get(field.name);
    if (value === null || /^(hidden|checkbox|radio)$/.test(field.type)) return;
    field.value = value;
    early.fromQuery.push(field);
  });
}

const isPost = (form: HTMLFormElement) => form.method.toLowerCase() === 'post';

/** The submitting button says it is working: its label (its last text) becomes the busy label, and it is busy. */
export function showBusy(form: HTMLFormElement, submitter: HTMLElement | null): void {
  const button = submitter ?? form.querySelector<HTMLElement>('button[type="submit"], input[type="submit"]');
  if (!button) return;
  const label = isPost(form) ? BUSY_LABELS.send : BUSY_LABELS.calculate;
  button.setAttribute('aria-busy', 'true');
  if (button instanceof HTMLInputElement) {
    button.value = label;
    return;
  }
  const texts = Array.from(button.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
  if (texts.length > 0) texts[texts.length - 1].textContent = label;
  else button.append(label);
}

/** A calculation goes as a plain form submission (the scripts will not come); a message never does. */
function submitNatively(early: EarlyInteractions, root: Element) {
  const pending = early.submit;
  if (!pending || !root.isConnected || isPost(pending.form)) return;
  early.submit = null;
  pending.form.submit();
}

/** Records into `early` what the visitor does in `root` until the takeover replaces it. */
export function recordEarlyInteractions(root: Element, early: EarlyInteractions, doc: Document = document): void {
  const target = (event: Event): Element | null =>
    root.isConnected && event.target instanceof Element && root.contains(event.target) ? event.target : null;
  doc.addEventListener(
    'focusin',
    (event) => {
      const element = target(event);
      if (element) early.visited.push(element);
    },
    true,
  );
  doc.addEventListener(
    'input',
    (event) => {
      const element = target(event);
      if (!element) return;
      early.typed.push(element);
      // What is typed after a refused paste is the field's text now: the refusal is no longer what it shows.
      early.refusedPastes = early.refusedPastes.filter((paste) => paste.field !== element);
    },
    true,
  );
  // Bubbling, so a page's early rule (on the field) has had its say: a paste it refused goes to the live page too.
  doc.addEventListener('paste', (event) => {
    const element = target(event);
    if (element && event.defaultPrevented)
      early.refusedPastes.push({ field: element, text: (event as ClipboardEvent).clipboardData?.getData('text') ?? '' });
  });
  doc.addEventListener(
    'keydown',
    (event) => {
      const element = target(event);
      if (element instanceof HTMLInputElement && (event as KeyboardEvent).key === 'Enter') early.enter = element;
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const form = target(event);
      if (!(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter ?? null;
      early.submit = { form, submitter };
      showBusy(form, submitter);
      if (early.scriptsFailed) submitNatively(early, root);
    },
    true,
  );
}

/** A script failed to load: a pending calculation goes as a plain submission, and so will the next. */
export function scriptsFailed(early: EarlyInteractions, root: Element): void {
  early.scriptsFailed = true;
  submitNatively(early, root);
}
