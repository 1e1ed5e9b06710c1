/*
 * Taking over a prerendered page (scripts/prerender.ts put its first screen into the HTML). No hydration: React
 * renders the live page into a fresh container that is not in the document (no layout, no second copy for
 * anyone to see or find), in a transition as before. Once the route's page has really rendered (no loading
 * skeleton left), the fresh container replaces the snapshot in one task, so the next frame shows the live page
 * where the snapshot was: no flash, nothing moves. What the visitor did meanwhile goes along: values typed into
 * fields (as input events, so React's state has them), the focus and caret, the scroll position.
 * If the page is still loading after a while, the live page (its skeleton and slow-notice card, or a failed
 * remote's card with Retry) replaces the snapshot anyway, so the visitor learns what is going on.
 */
import { flushSync } from 'react-dom';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_GLOBAL, type EarlyInteractions } from '../site/prerendered-page-marks';

/** How long the snapshot stays when the live page is still loading (its skeleton then says so). */
export const TAKE_OVER_AFTER_MS = 6_000;

export function isPrerendered(container: HTMLElement): boolean {
  return container.hasAttribute(PRERENDERED_ATTRIBUTE);
}

const SKELETON = '[role="status"][aria-label="Loading"]';

/**
 * The live page has rendered its content: a heading in the main area and no loading skeleton, or a skeleton that
 * has something to say (its "still loading" notice).
 */
export function hasRendered(container: HTMLElement): boolean {
  if (!container.querySelector('main h1')) return false;
  const skeleton = container.querySelector(SKELETON);
  return !skeleton || Boolean(skeleton.parentElement?.querySelector(`[role="status"]:not(${SKELETON})`));
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The path of child indices from `root` to `node`. */
function pathOf(root: Element, node: Element): number[] | null {
  const path: number[] = [];
  for (let current: Element | null = node; current && current !== root; current = current.parentElement) {
    if (!current.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(current.parentElement.children, current));
  }
  return path;
}

/** The element of `fresh` matching `node` of `snapshot`: the same id, or the same place in the tree. */
export function counterpart(snapshot: Element, fresh: Element, node: Element): Element | null {
  if (node.id) {
    const byId = fresh.querySelector(`#${CSS.escape(node.id)}`);
    if (byId) return byId;
  }
  const path = pathOf(snapshot, node);
  if (!path) return null;
  let current: Element | undefined = fresh;
  for (const index of path) current = current?.children[index];
  return current && current.tagName === node.tagName ? current : null;
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
    const target = counterpart(snapshot, fresh, field);
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) {
      flushSync(() => typeInto(target, field));
    }
  }
}

function earlyInteractions(): EarlyInteractions | undefined {
  return (window as unknown as Record<string, EarlyInteractions | undefined>)[PRERENDERED_GLOBAL];
}

/** The fields the visitor left before the takeover are left on the live page too (so they show their messages). */
function replayVisits(snapshot: HTMLElement, fresh: HTMLElement, early: EarlyInteractions | undefined) {
  const active = document.activeElement;
  for (const element of new Set(early?.visited ?? [])) {
    if (element === active || !snapshot.contains(element)) continue;
    const target = counterpart(snapshot, fresh, element);
    if (!target) continue;
    flushSync(() => {
      target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
  }
}

/**
 * A form submitted before the takeover is submitted on the live page, by the live counterpart of its button. Enter
 * pressed in a field that submitted nothing (its form's button was disabled) reaches the live field's handlers.
 */
function replaySubmit(snapshot: HTMLElement, fresh: HTMLElement, early: EarlyInteractions | undefined) {
  const pending = early?.submit;
  const enter = early?.enter && counterpart(snapshot, fresh, early.enter);
  if (early && !pending && enter) {
    early.enter = null;
    enter.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));
  }
  if (!early || !pending) return;
  early.enter = null;
  early.submit = null;
  const form = counterpart(snapshot, fresh, pending.form);
  if (!(form instanceof HTMLFormElement)) return;
  const submitter = pending.submitter ? counterpart(snapshot, fresh, pending.submitter) : null;
  try {
    form.requestSubmit(submitter instanceof HTMLElement && submitter.closest('form') === form ? submitter : undefined);
  } catch {
    form.requestSubmit();
  }
}

/** Replaces the snapshot with the live page in one task, keeping what the visitor did: values, focus, caret, scroll. */
export function swapIn(snapshot: HTMLElement, fresh: HTMLElement): void {
  const early = earlyInteractions();
  carryOverFields(snapshot, fresh, early?.typed, early?.fromQuery);
  replayVisits(snapshot, fresh, early);
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && snapshot.contains(active) ? counterpart(snapshot, fresh, active) : null;
  let selection: [number | null, number | null] | null = null;
  try {
    if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)
      selection = [active.selectionStart, active.selectionEnd];
  } catch {
    // An input type without a caret (number): nothing to keep.
  }
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
  if (window.scrollX !== scrollX || window.scrollY !== scrollY) window.scrollTo(scrollX, scrollY);
  replaySubmit(snapshot, fresh, early);
}

/**
 * A container for the live page, outside the document, that replaces `snapshot` once the page has rendered
 * (or after `afterMs` in any case). Returns the container to render into.
 */
export function takeOverWhenRendered(snapshot: HTMLElement, afterMs = TAKE_OVER_AFTER_MS): HTMLElement {
  const fresh = document.createElement('div');
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    if (snapshot.isConnected) swapIn(snapshot, fresh);
    document.documentElement.dataset.takenOver = '';
  };
  const observer = new MutationObserver(() => {
    if (hasRendered(fresh)) finish();
  });
  observer.observe(fresh, { childList: true, subtree: true, attributes: true, attributeFilter: ['role', 'aria-label'] });
  const timer = setTimeout(finish, afterMs);
  return fresh;
}
