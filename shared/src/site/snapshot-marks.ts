/*
 * Marks a page's prerendered HTML carries for the shell's inline script (shell/src/site/before-scripts/), which
 * runs before the first paint, long before the page's own scripts.
 *
 * A page opened from a link that carries a calculation (a shared SIP, a birth in the fragment) is calculated as soon
 * as its scripts take over. Until then its prerendered HTML must not say "Enter your values…" beside the link's
 * values: what the page marks with LINK_PENDING_ATTRIBUTE is replaced, by the shell's inline script before the first
 * paint, with the attribute's text ("Calculating…"), or hidden when the attribute is empty (the worked example's
 * offer). The live page renders its results, or its messages, in their place.
 */
export const LINK_PENDING_ATTRIBUTE = 'data-link-pending';

/** What a calculator's empty results say while a link's values are being calculated. */
export const LINK_PENDING_TEXT = 'Calculating the results of this link…';

/** Whether the address carries values: fields a query filled, or a fragment of parameters (#date=…). */
export function linkCarriesValues(filledFromQuery: number, hash: string): boolean {
  return filledFromQuery > 0 || /^#[^=]+=/.test(hash);
}

/** Replaces (or hides) every marked element of the snapshot. */
export function markLinkPending(root: ParentNode): void {
  root.querySelectorAll(`[${LINK_PENDING_ATTRIBUTE}]`).forEach((element) => {
    const text = element.getAttribute(LINK_PENDING_ATTRIBUTE) ?? '';
    if (text) element.textContent = text;
    // CSSOM, not the hidden attribute: a styled element's display rule would override that.
    else (element as HTMLElement).style.display = 'none';
  });
}

/**
 * An element whose text depends on the currency in a way the snapshot cannot swap (a sentence with amounts, such as
 * the worked example's offer): in another currency than the snapshot's it keeps its place but is not shown until the
 * live page writes it, so no visitor reads dollars on a page in euros.
 */
export const CURRENCY_DEPENDENT_ATTRIBUTE = 'data-currency-dependent';

/** Keeps the marked elements' places, unseen (the live page renders them anew). */
export function hideCurrencyDependent(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>(`[${CURRENCY_DEPENDENT_ATTRIBUTE}]`).forEach((element) => {
    element.style.visibility = 'hidden';
  });
}
