/*
 * "Reload that keeps the inputs" (the update notice): before the reload, the values of the page's fields are kept in
 * the tab's sessionStorage by field id or name (the way the takeover matches fields, shell/src/app/take-over.ts);
 * after it, they are put back: into the prerendered snapshot at start-up (the takeover then carries them to the live
 * page, as it does with typing), or, on a page without a snapshot, into the live page once it is ready. Only for the
 * same address, once; storage that is blocked or holds garbage is ignored.
 */
import { PAGE_STATE_ATTRIBUTE, pageStateOf } from '../site/page-state';

export const KEPT_INPUTS_KEY = 'calchub:reload-inputs';

interface KeptField {
  id?: string;
  name?: string;
  value: string;
  checked?: boolean;
}

interface KeptInputs {
  address: string;
  fields: KeptField[];
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const SKIPPED_TYPES = new Set(['hidden', 'password', 'file', 'submit', 'button', 'reset', 'image']);
const address = () => `${location.pathname}${location.search}`;

function fieldsOf(root: ParentNode): Field[] {
  return Array.from(root.querySelectorAll<Field>('input, textarea, select')).filter(
    (field) => (field.id || field.name) && !(field instanceof HTMLInputElement && SKIPPED_TYPES.has(field.type)),
  );
}

/** Keeps what the page's fields hold, for the reload that follows. */
export function keepInputs(root: ParentNode | null = document.getElementById('root')): void {
  if (!root) return;
  const fields = fieldsOf(root).map((field) => ({
    id: field.id || undefined,
    name: field.getAttribute('name') ?? undefined,
    value: field.value,
    checked:
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? field.checked : undefined,
  }));
  try {
    sessionStorage.setItem(KEPT_INPUTS_KEY, JSON.stringify({ address: address(), fields } satisfies KeptInputs));
  } catch {
    // No storage: the reload goes ahead without them.
  }
}

/** The fields kept for this address (and forgets them), or null. */
export function takeKeptInputs(): KeptField[] | null {
  try {
    const text = sessionStorage.getItem(KEPT_INPUTS_KEY);
    if (!text) return null;
    sessionStorage.removeItem(KEPT_INPUTS_KEY);
    const kept = JSON.parse(text) as Partial<KeptInputs>;
    if (kept?.address !== address() || !Array.isArray(kept.fields)) return null;
    return kept.fields.filter((field): field is KeptField => typeof field?.value === 'string');
  } catch {
    return null;
  }
}

function find(root: ParentNode, kept: KeptField): Field | null {
  const candidates = fieldsOf(root);
  if (kept.id) {
    const byId = candidates.find((field) => field.id === kept.id);
    if (byId) return byId;
  }
  if (!kept.name) return null;
  const byName = candidates.filter((field) => field.getAttribute('name') === kept.name);
  if (kept.checked !== undefined) return byName.find((field) => field.value === kept.value) ?? null;
  return byName.length === 1 ? byName[0] : null;
}

/** Puts the kept values into the fields under `root` as typing would (React's state and the takeover see it). */
export function restoreInputs(root: ParentNode, kept: readonly KeptField[]): void {
  for (const field of kept) {
    const target = find(root, field);
    if (!target) continue;
    if (target instanceof HTMLInputElement && field.checked !== undefined) {
      if (target.checked !== field.checked) target.click();
      continue;
    }
    if (target.value === field.value) continue;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set;
    if (setter) setter.call(target, field.value);
    else target.value = field.value;
    target.dispatchEvent(new Event('input', { bubbles: true }));
    target.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * At start-up: the kept values (if any) into the snapshot now, or into the live page once it says it is ready.
 * `prerendered`: the container holds the snapshot.
 */
export function restoreKeptInputs(container: HTMLElement, prerendered: boolean): void {
  const kept = takeKeptInputs();
  if (!kept || kept.length === 0) return;
  if (prerendered) {
    restoreInputs(container, kept);
    return;
  }
  const observer = new MutationObserver(() => {
    if (pageStateOf(container) !== 'ready') return;
    observer.disconnect();
    restoreInputs(container, kept);
  });
  observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: [PAGE_STATE_ATTRIBUTE] });
}
