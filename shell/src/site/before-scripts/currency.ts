/*
 * Puts the visitor's currency into a snapshot taken in `base`, before it is painted: the one a shared calculation's
 * address names (?currency=INR, which the calculator adopts), else the stored one. Only the marked texts change.
 */
import { hideCurrencyDependent } from '@calc/shared/site';
import { CURRENCY_MARKS, type CurrencyTexts } from '../prerendered-page-marks';

export function applyCurrency(root: ParentNode, texts: CurrencyTexts, base: string, search: string, stored: string | null): void {
  const known = (code: string | null): code is string => code !== null && Object.prototype.hasOwnProperty.call(texts, code);
  const fromAddress = new URLSearchParams(search).get('currency');
  const code = known(fromAddress) ? fromAddress : stored;
  if (!known(code) || code === base) return;
  const text = texts[code];
  const each = (mark: keyof typeof CURRENCY_MARKS, change: (element: Element) => void) =>
    root.querySelectorAll(`[${CURRENCY_MARKS[mark]}]`).forEach(change);
  each('symbol', (element) => (element.textContent = text.symbol));
  each('zero', (element) => (element.textContent = text.zero));
  each('code', (element) => (element.textContent = code));
  each('label', (element) => element.setAttribute('aria-label', text.label));
  hideCurrencyDependent(root);
}

/** The stored currency, or null where storage is unavailable (a private window that refuses it). */
export function storedCurrency(): string | null {
  try {
    return localStorage.getItem('selectedCurrency');
  } catch {
    return null;
  }
}
