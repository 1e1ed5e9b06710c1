/*
 * The currency a page counts in when it is not the header's (a page of Indian rules, in rupees), published as an
 * attribute of the document element for the shell's header to show. An attribute, not a context of @calc/singleton:
 * the header and the page are rendered by different bundles, and this needs no change to the singleton's API; a
 * remote built before it simply publishes nothing and the header shows the visitor's currency, as it did.
 */
import { useSyncExternalStore } from 'react';
import { isCurrencyCode, type CurrencyCode } from '@calc/singleton';
import { currencySymbol } from './currency';

export const PAGE_CURRENCY_ATTRIBUTE = 'data-page-currency';

/** Says which currency the page counts in (null: the header's). */
export function publishPageCurrency(code: CurrencyCode | null): void {
  if (typeof document === 'undefined') return;
  if (code) document.documentElement.setAttribute(PAGE_CURRENCY_ATTRIBUTE, code);
  else document.documentElement.removeAttribute(PAGE_CURRENCY_ATTRIBUTE);
}

export function readPageCurrency(): CurrencyCode | null {
  if (typeof document === 'undefined') return null;
  const code = document.documentElement.getAttribute(PAGE_CURRENCY_ATTRIBUTE);
  return isCurrencyCode(code) ? code : null;
}

function subscribe(onChange: () => void): () => void {
  if (typeof MutationObserver !== 'function') return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [PAGE_CURRENCY_ATTRIBUTE] });
  return () => observer.disconnect();
}

/** The currency the page on screen counts in, when it fixes one; kept up to date. */
export function usePageCurrency(): CurrencyCode | null {
  return useSyncExternalStore(subscribe, readPageCurrency, () => null);
}

/** Why a page counts in its own currency, in the words the page's own note uses (fixed-currency.tsx). */
const WHY: Partial<Record<CurrencyCode, string>> = {
  INR: 'Indian rupees (₹): the rules it follows are Indian law, written in rupees',
};

export function pageCurrencyReason(code: CurrencyCode): string {
  return `This page counts in ${WHY[code] ?? `${code} (${currencySymbol(code)}), the currency of the rules it follows`}.`;
}
