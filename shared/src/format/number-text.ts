/* What a visitor typed into a number field, read honestly. Pure: no React, no Intl. */

export type NumberText =
  | { kind: 'empty' }
  /** `shorthand` when a word or letter scaled it (10k, 5 lakh, 1.5Cr): the field then shows the value it means. */
  | { kind: 'number'; value: number; shorthand: boolean }
  /** Text that is not one number (5-3, 1e, --, .); never read as empty. */
  | { kind: 'not-a-number' };

/** Powers of ten the shorthand words stand for; Indian (lakh, crore) and international (k, M, B) alike. */
const SHORTHAND: Record<string, number> = {
  k: 3,
  thousand: 3,
  l: 5,
  lac: 5,
  lacs: 5,
  lakh: 5,
  lakhs: 5,
  m: 6,
  mn: 6,
  million: 6,
  cr: 7,
  crore: 7,
  crores: 7,
  b: 9,
  bn: 9,
  billion: 9,
};

/** What may separate digit groups: commas, apostrophes (Swiss), or spaces (the no-break spaces of French and others too). */
const SEPARATOR = String.raw`[,'’\s\u00a0\u202f]`;
const SEPARATORS = new RegExp(SEPARATOR, 'g');
const IS_SEPARATOR = new RegExp(`^${SEPARATOR}$`);
const ENDS_WITH_SEPARATOR = new RegExp(`${SEPARATOR}$`);

/** The text without its group separators: '50,00,000' -> '5000000'. */
export function withoutSeparators(text: string): string {
  return text.replace(SEPARATORS, '');
}

/**
 * The digits before the decimal point: plain (1500000), or grouped in the Western (1,500,000) or Indian
 * (15,00,000) way with commas or spaces. The last group has three digits, so "12,50" (a decimal comma) is
 * refused rather than silently read as 1250.
 */
const WHOLE = String.raw`\d+|\d{1,3}(?:${SEPARATOR}\d{2,3})*${SEPARATOR}\d{3}`;
const NUMBER = new RegExp(String.raw`^([+-]?)(${WHOLE})?(?:\.(\d*))?(?:e([+-]?\d+))?(?:[\s\u00a0\u202f]*([a-z]+))?$`, 'i');

/**
 * Reads a field's text: '' is empty; '12', '-0.5', '.5', '1e6', '1,00,000', '1 000 000', '10k', '5L', '5 lakh',
 * '1.5Cr', '2M' are numbers; anything else is not a number. The value is parsed from decimal text, never
 * multiplied, so 1.1 lakh is exactly 110000.
 */
export function parseNumberText(text: string): NumberText {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = NUMBER.exec(trimmed);
  if (!match) return { kind: 'not-a-number' };
  const [, sign, whole = '', fraction, exponent, word] = match;
  // At least one digit, and an exponent only on a plain number (1e3k is not a number).
  if (whole === '' && !fraction) return { kind: 'not-a-number' };
  let power = exponent === undefined ? 0 : Number(exponent);
  if (word !== undefined) {
    const scale = SHORTHAND[word.toLowerCase()];
    if (scale === undefined || exponent !== undefined) return { kind: 'not-a-number' };
    power += scale;
  }
  const digits = withoutSeparators(whole) || '0';
  const value = Number(`${sign}${digits}.${fraction ?? ''}e${power}`);
  if (Number.isNaN(value)) return { kind: 'not-a-number' };
  return { kind: 'number', value: value === 0 ? 0 : value, shorthand: word !== undefined };
}

/** How a locale writes digit groups: the separator, and whether it groups in lakhs and crores. */
export interface Grouping {
  separator: string;
  indian: boolean;
}

/**
 * Group separators of the site's currency locales, written out so a field needs no Intl formatter at first paint
 * (building one is slow on a phone). Input always takes '.' as its decimal point, so where a locale's group
 * separator is '.' (pt-BR) or its decimal point is ',' (fr-FR, ru-RU, en-ZA…), digits group with a no-break space,
 * never with a character that could read as a decimal point. A unit test checks this table against Intl.
 */
const NBSP = '\u00a0';
const SEPARATOR_BY_LOCALE: Record<string, string> = {
  'fr-FR': '\u202f',
  'de-CH': '’',
  'ru-RU': NBSP,
  'pt-BR': NBSP,
  'en-ZA': NBSP,
  'sv-SE': NBSP,
  'nb-NO': NBSP,
};

export function groupingOf(locale: string): Grouping {
  return { separator: SEPARATOR_BY_LOCALE[locale] ?? ',', indian: locale === 'en-IN' };
}

/** A plain number as typed so far: sign, digits with any grouping, and an optional decimal part. */
const DIGIT_OR_SEPARATOR = String.raw`[\d,'’\s\u00a0\u202f]`;
const TYPED_PLAIN = new RegExp(String.raw`^([+-]?)(${DIGIT_OR_SEPARATOR}*\d${DIGIT_OR_SEPARATOR}*|)(\.\d*)?$`);

/** Digits in groups: '5000000' -> '5,000,000', or '50,00,000' in the Indian way. */
export function groupDigits(digits: string, { separator, indian }: Grouping): string {
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const size = indian ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size) groups.unshift(rest.slice(Math.max(0, end - size), end));
  return [...groups, last].join(separator);
}

/**
 * The text of a field regrouped as the visitor types (5000000 -> 50,00,000 in en-IN), with the caret kept after
 * the same digit. Only a plain number is regrouped; shorthand (10k), exponents and anything unreadable stay
 * exactly as typed.
 */
export function regroupTyped(text: string, caret: number, grouping: Grouping): { text: string; caret: number } {
  const match = TYPED_PLAIN.exec(text);
  // A separator typed last is the visitor still typing (the space of "5 lakh", a group of their own): leave it.
  if (!match || match[2] === '' || ENDS_WITH_SEPARATOR.test(text)) return { text, caret };
  const [, sign, whole, fraction = ''] = match;
  const digits = whole.replace(/\D/g, '');
  const next = `${sign}${groupDigits(digits, grouping)}${fraction}`;
  if (next === text) return { text, caret };
  // The caret goes after as many significant characters (digits, sign, point) as were before it.
  const wanted = withoutSeparators(text.slice(0, caret)).length;
  let position = 0;
  for (let seen = 0; position < next.length && seen < wanted; position++) {
    if (!IS_SEPARATOR.test(next[position])) seen++;
  }
  return { text: next, caret: position };
}
