/*
 * What a visitor typed into a number field, read as they meant it in the currency's locale. The reading is pure
 * (no React, no Intl): it is given the decimal mark the text is written with. Only groupingOf asks Intl for a
 * locale's decimal mark.
 */

export type NumberText =
  | { kind: 'empty' }
  /** `shorthand` when a word or letter scaled it (10k, 5 lakh, 1.5Cr): the field then shows the value it means. */
  | { kind: 'number'; value: number; shorthand: boolean }
  /** Text that is not one number (5-3, 1e, --, ., 7,5 where the decimal mark is a point); never read as empty. */
  | { kind: 'not-a-number' };

/** The decimal mark of a locale: a point (en-US 7.5) or a comma (fr-FR 7,5). */
export type DecimalMark = '.' | ',';

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

const SPACES = String.raw`\s\u00a0\u202f`;
/**
 * What may separate digit groups, by the decimal mark: apostrophes (Swiss), spaces (the no-break spaces of French
 * and others too), and whichever of comma and point is not the decimal mark (1,500,000; pt-BR 1.500.000).
 */
const GROUP_CHARS: Record<DecimalMark, string> = { '.': `,'’${SPACES}`, ',': `.'’${SPACES}` };
export const GROUP_CHAR: Record<DecimalMark, RegExp> = {
  '.': new RegExp(`[${GROUP_CHARS['.']}]`),
  ',': new RegExp(`[${GROUP_CHARS[',']}]`),
};

/**
 * A number written with `point` as its decimal mark and `group` between digit groups: the whole part plain
 * (1500000) or grouped the Western (1,500,000) or Indian (15,00,000) way. The last group has three digits, so a
 * decimal comma where the mark is a point (12,50) is refused rather than silently read as 1250.
 */
function numberPattern(point: string, group: string): RegExp {
  const whole = String.raw`\d+|\d{1,3}(?:[${group}]\d{2,3})*[${group}]\d{3}`;
  return new RegExp(String.raw`^([+-]?)(${whole})?(?:(${point})(\d*))?(?:(e)([+-]?\d+))?(?:([${SPACES}]*)([a-z]+))?$`, 'i');
}

/**
 * The ways a text may be read, in order. Where the mark is a comma, a point is a group separator when it can be
 * one (1.234 and 1.234,5 as pt-BR or de-DE write them), else a decimal point (7.5, 1.2345, 1.5Cr): a shared link
 * or a default is never in this form, the calculator rewrites those texts in the locale's mark first.
 */
const READINGS: Record<DecimalMark, RegExp[]> = {
  '.': [numberPattern(String.raw`\.`, GROUP_CHARS['.'])],
  ',': [numberPattern(',', GROUP_CHARS[',']), numberPattern(String.raw`\.`, `'’${SPACES}`)],
};

/** One reading of a (trimmed) text: its parts, which together are exactly the text. */
export interface Reading {
  sign: string;
  /** The whole part as written, separators and all. */
  whole: string;
  /** The decimal mark as written ('.' or ','), when there is one. */
  point?: string;
  fraction?: string;
  exponentMark?: string;
  exponent?: string;
  gap: string;
  word?: string;
}

export function read(trimmed: string, mark: DecimalMark): Reading | null {
  for (const pattern of READINGS[mark]) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    const [, sign, whole = '', point, fraction, exponentMark, exponent, gap = '', word] = match;
    // At least one digit, and an exponent only on a plain number (1e3k is not a number).
    if (whole === '' && !fraction) return null;
    if (word !== undefined && (SHORTHAND[word.toLowerCase()] === undefined || exponent !== undefined)) return null;
    return { sign, whole, point, fraction, exponentMark, exponent, gap, word };
  }
  return null;
}

export const digitsOf = (text: string) => text.replace(/\D/g, '');

export function valueOf({ sign, whole, fraction, exponent, word }: Reading): number {
  const power = (exponent === undefined ? 0 : Number(exponent)) + (word === undefined ? 0 : SHORTHAND[word.toLowerCase()]);
  // Parsed from decimal text, never multiplied, so 1.1 lakh is exactly 110000.
  const value = Number(`${sign}${digitsOf(whole) || '0'}.${fraction ?? ''}e${power}`);
  return value === 0 ? 0 : value;
}

/**
 * Reads a field's text written with `mark` as its decimal mark: '' is empty; with a point, '12', '-0.5', '.5',
 * '1e6', '1,00,000', '1 000 000', '10k', '5L', '5 lakh', '1.5Cr', '2M' are numbers and '7,5' is not; with a
 * comma, '7,5', '1 234,5', '1.234,5', '1.234' (1234), '7.5' (a point that cannot be grouping) and '1,5Cr' are.
 * Anything else is not a number.
 */
export function parseNumberText(text: string, mark: DecimalMark): NumberText {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const reading = read(trimmed, mark);
  if (!reading) return { kind: 'not-a-number' };
  const value = valueOf(reading);
  if (Number.isNaN(value)) return { kind: 'not-a-number' };
  return { kind: 'number', value, shorthand: reading.word !== undefined };
}

/**
 * A number's text written with another decimal mark, saying the same number (7,5 in fr-FR is 7.5 in en-US; 1.234
 * in pt-BR is 1234): shorthand and exponent kept, grouping left to the field. Text that is not a number, in `from`,
 * stays as it is.
 */
export function withDecimalMark(text: string, from: DecimalMark, to: DecimalMark): string {
  if (from === to) return text;
  const reading = read(text.trim(), from);
  if (!reading) return text;
  const { sign, whole, point, fraction, exponentMark, exponent, gap, word } = reading;
  return [
    sign,
    digitsOf(whole),
    point === undefined ? '' : `${to}${fraction}`,
    exponent === undefined ? '' : `${exponentMark}${exponent}`,
    word === undefined ? '' : `${gap}${word}`,
  ].join('');
}

/** How a locale writes digits in a field: the group separator, lakhs and crores or not, and its decimal mark. */
export interface Grouping {
  separator: string;
  indian: boolean;
  decimal: DecimalMark;
}

/**
 * Group separators of the site's currency locales, written out (a unit test checks them against Intl). Where a
 * locale's group separator is '.' (pt-BR) or its decimal mark is ',' (fr-FR, ru-RU, en-ZA…), fields group with a
 * no-break space: the field never puts in a character the visitor could mean as a decimal mark.
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

/**
 * The site's currency locales that write 1.5 as "1,5" (a unit test checks every currency locale against Intl). Written
 * out because a page needs its decimal mark while it starts, and the first Intl.NumberFormat a page builds loads the
 * locale's data: 4-13 ms of the start-up's main thread here, 50 ms at 4x CPU on a first visit.
 */
const COMMA_DECIMAL_LOCALES = new Set(['fr-FR', 'ru-RU', 'pt-BR', 'en-ZA', 'sv-SE', 'nb-NO']);
const POINT_DECIMAL_LOCALES = new Set([
  'en-IN',
  'en-US',
  'en-GB',
  'en-AU',
  'en-CA',
  'ja-JP',
  'zh-CN',
  'de-CH',
  'en-NZ',
  'en-SG',
  'es-MX',
  'ko-KR',
  'ms-MY',
  'zh-HK',
]);

const decimalMarks = new Map<string, DecimalMark>();

/** The locale's decimal mark, as Intl writes 1.5 (for a locale not written out above, one formatter, built once). */
export function decimalMarkOf(locale: string): DecimalMark {
  if (COMMA_DECIMAL_LOCALES.has(locale)) return ',';
  if (POINT_DECIMAL_LOCALES.has(locale)) return '.';
  let mark = decimalMarks.get(locale);
  if (!mark) {
    const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
    mark = decimal === ',' ? ',' : '.';
    decimalMarks.set(locale, mark);
  }
  return mark;
}

export function groupingOf(locale: string): Grouping {
  return { separator: SEPARATOR_BY_LOCALE[locale] ?? ',', indian: locale === 'en-IN', decimal: decimalMarkOf(locale) };
}

/** Digits in groups: '5000000' -> '5,000,000', or '50,00,000' in the Indian way. */
export function groupDigits(digits: string, { separator, indian }: Pick<Grouping, 'separator' | 'indian'>): string {
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const size = indian ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size) groups.unshift(rest.slice(Math.max(0, end - size), end));
  return [...groups, last].join(separator);
}
