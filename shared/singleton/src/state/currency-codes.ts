/** The 20 supported currencies, in the order the header's dropdown lists them (the stored value must be one). */
export const CURRENCIES = [
  'USD',
  'INR',
  'EUR',
  'GBP',
  'AUD',
  'CAD',
  'JPY',
  'CNY',
  'CHF',
  'RUB',
  'BRL',
  'ZAR',
  'NZD',
  'SGD',
  'MXN',
  'KRW',
  'MYR',
  'HKD',
  'SEK',
  'NOK',
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
