/*
 * The contact form's link rules before the scripts take over its prerendered page (built into an inline script of
 * that page by scripts/build-inline-scripts.ts; no React, nothing of the page's bundle): a link pasted into Name or
 * Message is refused, and a link typed there is named at once, with the form's own rules and texts
 * (contact-validation.ts). The live form then applies the same rules: the takeover gives it the typed values and the
 * refused pastes, so its messages match.
 */
import { containsLink, LINK_FREE_FIELDS, MESSAGES } from './contact-validation';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Shows `message` under the field (or clears it), tied to it by aria-describedby, as the live form's message is. */
export function showEarlyMessage(field: TextField, message: string | null): void {
  const id = `${field.id || field.name}-early-message`;
  let element = field.ownerDocument.getElementById(id);
  const frame = field.parentElement;
  // The hint under the field gives way to the message while it shows, as on the live form.
  const next = frame?.nextElementSibling === element ? element?.nextElementSibling : frame?.nextElementSibling;
  const hint = next instanceof HTMLElement ? next : null;
  if (!message) {
    if (element) {
      element.remove();
      field.removeAttribute('aria-invalid');
      if (hint) hint.hidden = false;
      const described = field.dataset.earlyDescribedby;
      if (described) field.setAttribute('aria-describedby', described);
      else field.removeAttribute('aria-describedby');
    }
    return;
  }
  if (!element) {
    element = field.ownerDocument.createElement('p');
    element.id = id;
    element.setAttribute('style', 'margin: 6px 0 0; font-size: 13px; color: var(--error)');
    frame?.after(element);
    field.dataset.earlyDescribedby = field.getAttribute('aria-describedby') ?? '';
  }
  if (hint) hint.hidden = true;
  element.textContent = message;
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', id);
}

/** Applies the link rules to the link-free fields of the contact form in `root` (the prerendered page's). */
export function enforceLinkRulesEarly(root: ParentNode = document): void {
  for (const name of LINK_FREE_FIELDS) {
    const field = root.querySelector<TextField>(`input[name="${name}"], textarea[name="${name}"]`);
    if (!field) continue;
    field.addEventListener('paste', (event) => {
      if (!containsLink((event as ClipboardEvent).clipboardData?.getData('text') ?? '')) return;
      event.preventDefault();
      showEarlyMessage(field, MESSAGES.paste);
    });
    field.addEventListener('input', () => showEarlyMessage(field, containsLink(field.value) ? MESSAGES.link : null));
  }
}
