/*
 * Taking over a prerendered page (scripts/prerender.ts put its first screen into the HTML). No hydration: React
 * renders the live page into a fresh container that is not in the document, in a transition as before. The
 * snapshot is a page that works (its fields take typing; a form submitted waits for the live page), so it is never
 * replaced by a loading state: it stays until the live page publishes that it has rendered (page-state.ts), however
 * long that takes, and a live page still loading after a while has its notice shown beside the snapshot. Then the
 * fresh container replaces the snapshot in one task (the next frame shows the same page: nothing flashes or moves),
 * with what the visitor did meanwhile (before-scripts/early-interactions.ts): values typed (as input events, so
 * React's state has them), fields left, refused pastes, Enter, a submitted form, the focus, caret and scroll. Fields
 * are matched by id or name, never by their place in the tree. A remote that fails shows its card (with Retry) in
 * place of the snapshot; what the visitor did is then replayed once the page does render.
 */
import { flushSync } from 'react-dom';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_GLOBAL, type EarlyInteractions } from '../site/prerendered-page-marks';
import { PAGE_NOTICE_ATTRIBUTE, PAGE_STATE_ATTRIBUTE, pageStateOf } from '../site/page-state';

export function isPrerendered(container: HTMLElement): boolean {
  return container.hasAttribute(PRERENDERED_ATTRIBUTE);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (element: Element | null): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/**
 * The element of the live page `fresh` that is `node` of the snapshot: the one with its id, else the one of its tag
 * with its name (a radio or checkbox: and its value); a form is the form of its fields' counterparts. A name that
 * several elements share matches none (never a guess).
 */
export function counterpart(fresh: ParentNode, node: Element): Element | null {
  if (node.id) {
    const byId = fresh.querySelector(`#${CSS.escape(node.id)}`);
    if (byId && byId.tagName === node.tagName) return byId;
  }
  if (node instanceof HTMLFormElement) {
    for (const field of Array.from(node.elements)) {
      const live = counterpart(fresh, field);
      if (live && 'form' in live && live.form instanceof HTMLFormElement) return live.form;
    }
    return null;
  }
  const name = node.getAttribute('name');
  if (!name) return null;
  let selector = `${node.tagName.toLowerCase()}[name="${CSS.escape(name)}"]`;
  if (node instanceof HTMLInputElement && (node.type === 'radio' || node.type === 'checkbox'))
    selector += `[value="${CSS.escape(node.value)}"]`;
  const matches = fresh.querySelectorAll(selector);
  return matches.length === 1 ? matches[0] : null;
}

function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLInputElement) {
    if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked;
    return field.value !== field.defaultValue;
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  // With no option marked selected in the markup, a single select starts on its first option.
  const options = Array.from(field.options);
  if (!field.multiple && !options.some((option) => option.defaultSelected)) return field.selectedIndex > 0;
  return options.some((option) => option.selected !== option.defaultSelected);
}

/** Sets a field's value as typing would: through the element's own setter (React tracks it), then the events. */
function typeInto(target: Field, source: Field) {
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
    if (target.checked !== (source as HTMLInputElement).checked) target.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set;
  if (setter) setter.call(target, source.value);
  else target.value = source.value;
  target.dispatchEvent(new Event('input', { bubbles: true }));
  target.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Copies into `fresh` what the visitor typed into `snapshot`'s fields (those typed into, or else changed from their
 * first value); React commits it before this returns.
 */
export function carryOverFields(
  snapshot: HTMLElement,
  fresh: HTMLElement,
  typed: readonly Element[] = [],
  fromQuery: readonly Element[] = [],
): void {
  const typedInto = new Set(typed);
  const filledFromQuery = new Set(fromQuery);
  for (const field of Array.from(snapshot.querySelectorAll<Field>('input, textarea, select'))) {
    // A value the snapshot took from the address is the live page's to take (or not), unless typed over.
    if (!typedInto.has(field) && (filledFromQuery.has(field) || !changedByVisitor(field))) continue;
    const target = counterpart(fresh, field);
    if (isField(target)) flushSync(() => typeInto(target, field));
  }
}

function earlyInteractions(): EarlyInteractions | undefined {
  return (window as unknown as Record<string, EarlyInteractions | undefined>)[PRERENDERED_GLOBAL];
}

/** The fields the visitor left before the takeover are left on the live page too (so they show their messages). */
function replayVisits(snapshot: HTMLElement, fresh: HTMLElement, early: EarlyInteractions | undefined, active: Element | null) {
  for (const element of new Set(early?.visited ?? [])) {
    if (element === active || !snapshot.contains(element)) continue;
    const target = counterpart(fresh, element);
    if (!target) continue;
    flushSync(() => {
      target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
  }
}

/** A paste the snapshot's early rule refused reaches the live field, whose own rule refuses it and says why. */
function replayRefusedPastes(fresh: HTMLElement, early: EarlyInteractions | undefined) {
  for (const { field, text } of early?.refusedPastes ?? []) {
    const target = counterpart(fresh, field);
    if (!target || typeof DataTransfer === 'undefined' || typeof ClipboardEvent === 'undefined') continue;
    const data = new DataTransfer();
    data.setData('text/plain', text);
    flushSync(() => target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })));
  }
}

/**
 * A form submitted before the takeover is submitted on the live page (by the counterpart of its button, if that has
 * an id or name). Enter pressed in a field that submitted nothing reaches the live field's handlers.
 */
function replaySubmit(fresh: HTMLElement, early: EarlyInteractions | undefined) {
  if (!early) return;
  const pending = early.submit;
  const enter = early.enter && counterpart(fresh, early.enter);
  early.enter = null;
  early.submit = null;
  if (!pending) {
    enter?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));
    return;
  }
  const form = counterpart(fresh, pending.form);
  if (!(form instanceof HTMLFormElement)) return;
  const submitter = pending.submitter ? counterpart(fresh, pending.submitter) : null;
  if (submitter instanceof HTMLElement && submitter.closest('form') === form) {
    try {
      form.requestSubmit(submitter);
      return;
    } catch {
      // Not a submit button of this form after all: the form's own submission below.
    }
  }
  form.requestSubmit();
}

/** What the visitor did in the snapshot goes to the live page: values, fields left, refused pastes. */
function replayInputs(snapshot: HTMLElement, fresh: HTMLElement, early: EarlyInteractions | undefined, active: Element | null) {
  carryOverFields(snapshot, fresh, early?.typed, early?.fromQuery);
  replayVisits(snapshot, fresh, early, active);
  replayRefusedPastes(fresh, early);
}

/**
 * Replaces the snapshot with the live page in one task. With `rendered` (the live page is the route's page), what the
 * visitor did goes along: values, focus, caret, scroll, a pending submission; otherwise (its failure card) they
 * wait in the detached snapshot for replayAfterRecovery.
 */
export function swapIn(snapshot: HTMLElement, fresh: HTMLElement, rendered = true): void {
  const early = earlyInteractions();
  const active = document.activeElement;
  if (rendered) replayInputs(snapshot, fresh, early, active);
  const focused = rendered && active instanceof HTMLElement && snapshot.contains(active) ? counterpart(fresh, active) : null;
  let selection: [number | null, number | null] | null = null;
  try {
    if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)
      selection = [active.selectionStart, active.selectionEnd];
  } catch {
    // An input type without a caret (number): nothing to keep.
  }
  // Read before the swap, while layout is clean (reading it after forces the whole new page's layout in this task).
  const { scrollX, scrollY } = window;
  const id = snapshot.id;
  snapshot.removeAttribute('id');
  fresh.id = id;
  snapshot.replaceWith(fresh);
  if (focused instanceof HTMLElement) {
    focused.focus({ preventScroll: true });
    if (selection && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
      try {
        focused.setSelectionRange(selection[0], selection[1]);
      } catch {
        // As above.
      }
    }
  }
  // At the top of the page the swap cannot move it; elsewhere it is checked (a forced layout, but only then).
  if ((scrollX !== 0 || scrollY !== 0) && (window.scrollX !== scrollX || window.scrollY !== scrollY))
    window.scrollTo(scrollX, scrollY);
  if (rendered) replaySubmit(fresh, early);
}

/** After a failure card took the snapshot's place, the page rendered (Retry): what the visitor did goes to it. */
export function replayAfterRecovery(snapshot: HTMLElement, fresh: HTMLElement): void {
  const early = earlyInteractions();
  replayInputs(snapshot, fresh, early, null);
  replaySubmit(fresh, early);
}

/**
 * The live page's "still loading" notice, shown beside the snapshot (fixed under the header) rather than in its
 * place; its Retry presses the live page's. Gone when the live notice is.
 */
function noticeBesideSnapshot(snapshot: HTMLElement, fresh: HTMLElement) {
  let shown: HTMLElement | null = null;
  const remove = () => {
    shown?.remove();
    shown = null;
  };
  return {
    remove,
    sync() {
      const live = fresh.querySelector<HTMLElement>(`[${PAGE_NOTICE_ATTRIBUTE}]`);
      if (!live) return remove();
      if (shown || !snapshot.isConnected) return;
      const copy = live.cloneNode(true) as HTMLElement;
      copy.removeAttribute(PAGE_NOTICE_ATTRIBUTE);
      // Its styles (the live page's classes) are in the document already; only its place changes.
      Object.assign(copy.style, { position: 'fixed', top: 'calc(var(--header-height, 64px) + 12px)', zIndex: '60' });
      copy.addEventListener('click', (event) => {
        if (!(event.target instanceof Element) || !event.target.closest('button')) return;
        fresh.querySelector<HTMLElement>(`[${PAGE_NOTICE_ATTRIBUTE}] button`)?.click();
      });
      snapshot.after(copy);
      shown = copy;
    },
  };
}

/**
 * A container for the live page, outside the document, that replaces `snapshot` once the page publishes that it
 * has rendered, or failed (page-state.ts). Returns the container to render into.
 */
export function takeOverWhenRendered(snapshot: HTMLElement): HTMLElement {
  const fresh = document.createElement('div');
  const notice = noticeBesideSnapshot(snapshot, fresh);
  let swapping = false;
  let swapped = false;
  const swap = () => {
    const state = pageStateOf(fresh);
    swapped = true;
    notice.remove();
    if (snapshot.isConnected) swapIn(snapshot, fresh, state === 'ready');
    document.documentElement.dataset.takenOver = '';
    if (state === 'ready') observer.disconnect();
  };
  const observer = new MutationObserver(() => {
    const state = pageStateOf(fresh);
    if (!swapped) {
      if (swapping) return;
      if (state !== 'ready' && state !== 'failed') return notice.sync();
      // In a task of its own, not in the one whose commit published the state (React's last slice of rendering):
      // together they were the start-up's longest task.
      swapping = true;
      setTimeout(swap, 0);
      return;
    }
    if (state === 'ready') {
      observer.disconnect();
      replayAfterRecovery(snapshot, fresh);
    }
  });
  observer.observe(fresh, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [PAGE_STATE_ATTRIBUTE, PAGE_NOTICE_ATTRIBUTE],
  });
  return fresh;
}
