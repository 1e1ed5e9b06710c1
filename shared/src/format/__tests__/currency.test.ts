import {
  formatCurrencyShort,
  CURRENCIES,
  CURRENCY_LOCALES,
  DEFAULT_CURRENCY,
  FALLBACK_LOCALE,
  currencySymbol,
  groupThousands,
  formatCurrency,
  formatNumber,
  formatPercent,
  isCurrencyCode,
  localeOf,
} from '../currency';

// The specification's table (section 9), written out again so the module is checked against it.
const SPEC_LOCALES: Record<string, string> = {
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
const SPEC_CODES = [
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
];

function reference(currency: string, locale: string, options: Intl.NumberFormatOptions = {}) {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', ...options });
}

describe('the supported currencies', () => {
  it('are exactly the 20 codes of the specification, in its order', () => {
    expect([...CURRENCIES]).toEqual(SPEC_CODES);
    expect(DEFAULT_CURRENCY).toBe('USD');
  });

  it('each has the locale of the specification, and anything else falls back to en-US', () => {
    expect(CURRENCY_LOCALES).toEqual(SPEC_LOCALES);
    for (const code of SPEC_CODES) expect(localeOf(code)).toBe(SPEC_LOCALES[code]);
    expect(FALLBACK_LOCALE).toBe('en-US');
    expect(localeOf('XYZ')).toBe('en-US');
    expect(localeOf('')).toBe('en-US');
  });
});

describe('formatCurrency', () => {
  it.each(SPEC_CODES)('formats %s in its locale with the narrow symbol and grouping', (code) => {
    const locale = SPEC_LOCALES[code];
    for (const value of [1234567.891, 0, 12.5, -9876.54, 1000]) {
      expect(formatCurrency(value, code)).toBe(reference(code, locale).format(value));
    }
    // Grouping is on: a large amount differs from the same amount without grouping separators.
    const big = formatCurrency(1234567.891, code);
    expect(big).not.toBe(reference(code, locale, { useGrouping: false }).format(1234567.891));
    // Narrow symbol: the formatted amount carries the narrow symbol of that locale.
    const narrow = reference(code, locale)
      .formatToParts(0)
      .find((part) => part.type === 'currency')!.value;
    expect(big).toContain(narrow);
  });

  it('gives the well-known exact strings', () => {
    expect(formatCurrency(1234567.891, 'USD')).toBe('$1,234,567.89');
    expect(formatCurrency(1234567.891, 'INR')).toBe('₹12,34,567.89');
    expect(formatCurrency(1234.5, 'GBP')).toBe('£1,234.50');
    // Narrow symbol, not 'A$' / 'CA$' / 'MX$'.
    expect(formatCurrency(1234.5, 'AUD')).toBe('$1,234.50');
    expect(formatCurrency(1234.5, 'CAD')).toBe('$1,234.50');
    // fr-FR: comma decimal, symbol after the amount.
    const euro = formatCurrency(1234.5, 'EUR');
    expect(euro).toMatch(/^1\s234,50\s€$/u);
    // Zero-decimal currencies.
    expect(formatCurrency(1234567.891, 'KRW')).toBe('₩1,234,568');
  });

  it('uses USD (en-US) for an unknown code', () => {
    expect(formatCurrency(1234.5, 'XYZ')).toBe('$1,234.50');
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
  ])('shows a missing or non-finite value (%s) as 0', (_name, value) => {
    expect(formatCurrency(value as number | null | undefined, 'USD')).toBe('$0.00');
    expect(formatCurrency(value as number | null | undefined, 'INR')).toBe('₹0.00');
    expect(formatCurrency(value as number | null | undefined, 'EUR')).toBe(reference('EUR', 'fr-FR').format(0));
  });

  it('shows float dust below zero as 0, never a negative zero', () => {
    expect(formatCurrency(-0.001, 'USD')).toBe('$0.00');
    expect(formatCurrency(-0, 'USD')).toBe('$0.00');
    expect(formatCurrency(-0.001, 'EUR')).toBe(reference('EUR', 'fr-FR').format(0));
    // A real negative amount keeps its sign.
    expect(formatCurrency(-5, 'USD')).toBe(reference('USD', 'en-US').format(-5));
  });
});

describe('formatNumber', () => {
  it('shows exactly 2 decimals with grouping', () => {
    expect(formatNumber(1234.5)).toBe('1,234.50');
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(0)).toBe('0.00');
    expect(formatNumber(7)).toBe('7.00');
    expect(formatNumber(0.126)).toBe('0.13');
    expect(formatNumber(-1234.5)).toBe('-1,234.50');
  });

  it('shows missing, NaN and Infinity as 0.00', () => {
    expect(formatNumber(undefined)).toBe('0.00');
    expect(formatNumber(null)).toBe('0.00');
    expect(formatNumber(NaN)).toBe('0.00');
    expect(formatNumber(Infinity)).toBe('0.00');
    expect(formatNumber(-Infinity)).toBe('0.00');
  });

  it('shows -0.001 as 0.00, not -0.00', () => {
    expect(formatNumber(-0.001)).toBe('0.00');
    expect(formatNumber(-0)).toBe('0.00');
    expect(formatNumber(-0.004)).toBe('0.00');
  });
});

describe('formatPercent', () => {
  it('shows 2 decimals and a percent sign', () => {
    expect(formatPercent(12.5)).toBe('12.50%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(1234.567)).toBe('1,234.57%');
    expect(formatPercent(-3.14159)).toBe('-3.14%');
  });

  it('shows missing and non-finite values as 0.00%', () => {
    expect(formatPercent(undefined)).toBe('0.00%');
    expect(formatPercent(NaN)).toBe('0.00%');
    expect(formatPercent(Infinity)).toBe('0.00%');
    expect(formatPercent(-0.001)).toBe('0.00%');
  });
});

describe('currencySymbol', () => {
  it.each(SPEC_CODES)('is the narrow symbol of %s in its locale', (code) => {
    const expected = reference(code, SPEC_LOCALES[code])
      .formatToParts(0)
      .find((part) => part.type === 'currency')!.value;
    expect(currencySymbol(code)).toBe(expected);
  });

  it('gives the familiar symbols', () => {
    expect(currencySymbol('INR')).toBe('₹');
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('KRW')).toBe('₩');
  });

  it('falls back to the USD symbol for an unknown code', () => {
    expect(currencySymbol('XYZ')).toBe('$');
  });
});

describe('groupThousands', () => {
  it.each([0, 7, 999, 1000, 5000, 12345.5, 1000000, 100000000, 0.01, 0.5, -1500, -0.25, 99999.99])(
    'writes %p exactly as en-US does',
    (value) => {
      expect(groupThousands(value)).toBe(value.toLocaleString('en-US', { maximumFractionDigits: 20 }));
    },
  );
});

describe('isCurrencyCode', () => {
  it('accepts each of the 20 codes', () => {
    for (const code of SPEC_CODES) expect(isCurrencyCode(code)).toBe(true);
  });

  it.each([['XYZ'], ['usd'], [''], [' USD'], [null], [undefined], [42], [{}]])('rejects %p', (value) => {
    expect(isCurrencyCode(value)).toBe(false);
  });
});

describe('formatCurrencyShort', () => {
  const short = (value: number, currency: string, locale: string) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      notation: 'compact',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);

  it('gives lakhs and crores in INR from a lakh, millions elsewhere from a million', () => {
    expect(formatCurrencyShort(106912345, 'INR')).toBe(short(106912345, 'INR', 'en-IN'));
    expect(formatCurrencyShort(106912345, 'INR')).toMatch(/^₹10\.69\s?Cr$/);
    expect(formatCurrencyShort(250000, 'INR')).toMatch(/^₹2\.50\s?L$/);
    expect(formatCurrencyShort(5050000, 'USD')).toBe('$5.05M');
    expect(formatCurrencyShort(5050000, 'EUR')).toBe(short(5050000, 'EUR', 'fr-FR'));
    expect(formatCurrencyShort(-2e6, 'USD')).toBe('-$2.00M');
  });

  it('is null where the exact figure reads easily, or for nothing at all', () => {
    expect(formatCurrencyShort(99999, 'INR')).toBeNull();
    expect(formatCurrencyShort(999999, 'USD')).toBeNull();
    expect(formatCurrencyShort(NaN, 'USD')).toBeNull();
    expect(formatCurrencyShort(undefined, 'USD')).toBeNull();
  });
});
