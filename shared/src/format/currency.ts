/*
 * Formatting amounts in the visitor's currency, the way each is written locally; in this library (bundled by each
 * remote) rather than the singleton, so a team can change it alone.
 */
import { groupDigits } from './number-text';
import { CURRENCIES, DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from '@calc/singleton';

export { CURRENCIES, DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode };

/** The locale each currency is formatted in; anything else falls back to en-US. */
export const CURRENCY_LOCALES: Record<CurrencyCode, string> = {
  INR: 'en-IN',
  USD: 'en-US',
  EUR: 'fr-FR',
  GBP: 'en-GB',
  AUD: 'en-AU',
  CAD: 'en-CA',
  JPY: 'ja-JP',
  CNY: 'zh-CN',
  CHF: 'de-CH',
  RUB: 'ru-RU',
  BRL: 'pt-BR',
  ZAR: 'en-ZA',
  NZD: 'en-NZ',
  SGD: 'en-SG',
  MXN: 'es-MX',
  KRW: 'ko-KR',
  MYR: 'ms-MY',
  HKD: 'zh-HK',
  SEK: 'sv-SE',
  NOK: 'nb-NO',
};

export const FALLBACK_LOCALE = 'en-US';

export function localeOf(currency: string): string {
  return isCurrencyCode(currency) ? CURRENCY_LOCALES[currency] : FALLBACK_LOCALE;
}

/** A missing or non-finite value shows as 0, never NaN or Infinity. */
function finiteOrZero(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

// Intl formatters are costly to build and tables format hundreds of cells: keep one per key.
const formatterCache = new Map<string, Intl.NumberFormat>();
function cachedFormatter(key: string, build: () => Intl.NumberFormat): Intl.NumberFormat {
  let formatter = formatterCache.get(key);
  if (!formatter) {
    formatter = build();
    formatterCache.set(key, formatter);
  }
  return formatter;
}

/** An amount as currency: the currency's locale, narrow symbol, grouping. */
export function formatCurrency(value: number | null | undefined, currency: string): string {
  const code = isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY;
  const formatter = cachedFormatter(
    `currency:${code}`,
    () => new Intl.NumberFormat(localeOf(code), { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }),
  );
  return formatter.format(normaliseZero(finiteOrZero(value)));
}

/** An amount as currency, without the cents when it has none (an example's "$5,000 a month"): for sentences. */
export function formatCurrencyInText(value: number | null | undefined, currency: string): string {
  const amount = normaliseZero(finiteOrZero(value));
  if (!Number.isInteger(amount)) return formatCurrency(amount, currency);
  const code = isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY;
  const formatter = cachedFormatter(
    `currency-whole:${code}`,
    () =>
      new Intl.NumberFormat(localeOf(code), {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      }),
  );
  return formatter.format(amount);
}

/** A plain number with exactly 2 decimals and grouping (en-US style: 1,234.50). */
export function formatNumber(value: number | null | undefined, locale = FALLBACK_LOCALE): string {
  const formatter = cachedFormatter(
    `number:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }),
  );
  return formatter.format(normaliseZero(finiteOrZero(value)));
}

/**
 * A number as written in English text, grouped in thousands (5000 -> "5,000", 0.5 -> "0.5"), for messages.
 * No Intl: building a page's first Intl formatter is slow on a phone, and text shown at first paint needs none.
 */
export function groupThousands(value: number): string {
  const [whole, fraction] = String(Math.abs(value)).split('.');
  return `${value < 0 ? '-' : ''}${groupDigits(whole, { separator: ',', indian: false })}${fraction ? `.${fraction}` : ''}`;
}

/** A percentage with exactly 2 decimals: 12.5 -> "12.50%". */
export function formatPercent(value: number | null | undefined): string {
  return `${formatNumber(value)}%`;
}

/**
 * Each currency's narrow symbol in its own locale, exactly as Intl writes it in formatted amounts (tests check
 * this table against Intl, in Node and in the browser). A table, because the symbol shows on an amount field
 * at first paint, and building the first Intl formatter of a page costs tens of milliseconds on a phone.
 */
export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = {
  USD: '$',
  INR: '₹',
  EUR: '€',
  GBP: '£',
  AUD: '$',
  CAD: '$',
  JPY: '￥',
  CNY: '¥',
  CHF: 'CHF',
  RUB: '₽',
  BRL: 'R$',
  ZAR: 'R',
  NZD: '$',
  SGD: '$',
  MXN: '$',
  KRW: '₩',
  MYR: 'RM',
  HKD: '$',
  SEK: 'kr',
  NOK: 'kr',
};

/** The narrow symbol alone (₹, $, €), for an input's adornment. */
export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY];
}

/** Rounds away float dust so -0.001 shows as 0.00, not -0.00. */
function normaliseZero(value: number): number {
  return Math.abs(value) < 0.005 ? 0 : value;
}

/**
 * A big amount in short (₹10.69Cr, $5.05M, 5,05 M €), shown beside the exact figure; null below a lakh in INR or
 * a million elsewhere, where the exact figure reads easily.
 */
export function formatCurrencyShort(value: number | null | undefined, currency: string): string | null {
  const amount = finiteOrZero(value);
  const code = isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY;
  if (Math.abs(amount) < (code === 'INR' ? 1e5 : 1e6)) return null;
  const formatter = cachedFormatter(
    `short:${code}`,
    () =>
      new Intl.NumberFormat(localeOf(code), {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
        notation: 'compact',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
  return formatter.format(amount);
}
