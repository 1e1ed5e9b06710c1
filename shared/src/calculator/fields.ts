/* Pure rules for calculator fields: bounds, messages, query strings and CSV. No React here. */
import type { AnySolveMode, ReportColumn } from './definition';
import type { FieldDefinition, FieldErrors, RawValues, Values } from './vocabulary';
import { groupThousands } from '../format/currency';
import { parseNumberText, withDecimalMark, type DecimalMark } from '../format/number-text';

export type { FieldErrors, RawValues };

export const REQUIRED_MESSAGE = 'This field is required.';
export const NOT_A_NUMBER_MESSAGE = 'Enter a number.';
export const WHOLE_NUMBER_MESSAGE = 'Enter a whole number.';
export const CHOICE_MESSAGE = 'Choose one of the options.';
export const DATE_MESSAGE = 'Enter a date.';

/** A real calendar date written as an ISO date (2024-02-29, not 2023-02-29): what a date input's value is. */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO date as days since 1970-01-01 (UTC), the number a date field's value is among the others. */
export function isoDateDays(text: string): number {
  const [year, month, day] = text.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

export function rangeMessage(field: FieldDefinition): string {
  return `Enter a value between ${groupThousands(field.min)} and ${groupThousands(field.max)}.`;
}

/**
 * The smallest size a non-zero value may have: below a cent (or a hundredth of a percent) a figure means nothing
 * and, divided by, gives results that overflow (CAGR from an initial 1e-320).
 */
export const SMALLEST_NON_ZERO = 0.01;

export function tooSmallMessage(field: FieldDefinition): string {
  const either = field.min < 0 ? ' either way' : '';
  return `Too small to calculate with: enter 0 or a value of at least ${SMALLEST_NON_ZERO}${either}.`;
}

/*
 * A number field's text is written with the decimal mark of the currency's locale (7,5 in EUR), which every
 * function here is given (`mark`, '.' for plain numbers: a URL's, a default's). A choice's text is always its
 * option's plain value, a date's an ISO date.
 */

/** The message for one field's text, or its number (null when empty). */
function checkField(field: FieldDefinition, text: string, mark: DecimalMark): { message: string } | { value: number | null } {
  if (field.kind === 'choice') return checkChoice(field, text);
  if (field.kind === 'date') return checkDate(text.trim());
  const parsed = parseNumberText(text, mark);
  if (parsed.kind === 'empty') return { value: null };
  if (parsed.kind === 'not-a-number') return { message: NOT_A_NUMBER_MESSAGE };
  const { value } = parsed;
  // 1e400 is a number, only too big: say so with the bounds rather than 'not a number'.
  if (!(value >= field.min && value <= field.max)) return { message: rangeMessage(field) };
  if (field.integer && !Number.isInteger(value)) return { message: WHOLE_NUMBER_MESSAGE };
  if (value !== 0 && Math.abs(value) < SMALLEST_NON_ZERO) return { message: tooSmallMessage(field) };
  return { value };
}

/** A choice is one of its options' values; empty is the first option (a choice is never missing). */
function checkChoice(field: FieldDefinition, text: string): { message: string } | { value: number } {
  const options = field.options ?? [];
  const parsed = parseNumberText(text, '.');
  if (parsed.kind === 'empty' && options.length > 0) return { value: options[0].value };
  const option = parsed.kind === 'number' ? options.find((o) => o.value === parsed.value) : undefined;
  return option ? { value: option.value } : { message: CHOICE_MESSAGE };
}

function checkDate(text: string): { message: string } | { value: number | null } {
  if (text === '') return { value: null };
  return isIsoDate(text) ? { value: isoDateDays(text) } : { message: DATE_MESSAGE };
}

/** What a field's text says, the same however it was typed: a number, an ISO date, or null (empty or not valid). */
export function plainValue(field: FieldDefinition, text: string, mark: DecimalMark): string | null {
  if (field.kind === 'date') return isIsoDate(text.trim()) ? text.trim() : null;
  const parsed = parseNumberText(text, field.kind === 'choice' ? '.' : mark);
  return parsed.kind === 'number' ? String(parsed.value) : null;
}

export function initialRawValues<K extends string>(fields: FieldDefinition<K>[]): RawValues<K> {
  return Object.fromEntries(
    fields.map((field) => [field.name, field.defaultValue === undefined ? '' : String(field.defaultValue)]),
  ) as RawValues<K>;
}

export type FieldCheck<K extends string> =
  | { status: 'valid'; values: Values<K> }
  | { status: 'incomplete'; errors: FieldErrors<K> }
  | { status: 'invalid'; errors: FieldErrors<K> };

/**
 * Checks every field: 'incomplete' when a required field is empty (the calculators differ on what
 * that does), 'invalid' when something typed is out of bounds or not a number (text that is not a number
 * is never read as empty), else the numbers.
 */
export function checkFields<K extends string>(
  fields: FieldDefinition<K>[],
  raw: RawValues<K>,
  crossFieldRules?: (values: Values<K>) => FieldErrors<K>,
  mark: DecimalMark = '.',
): FieldCheck<K> {
  const errors: FieldErrors<K> = {};
  const values = {} as Values<K>;
  let missing = false;
  for (const field of fields) {
    const check = checkField(field, raw[field.name] ?? '', mark);
    if ('message' in check) errors[field.name] = check.message;
    else if (check.value !== null) values[field.name] = check.value;
    else if (field.required === false) values[field.name] = 0;
    else {
      errors[field.name] = REQUIRED_MESSAGE;
      missing = true;
    }
  }
  const hasInvalid = Object.values(errors).some((message) => message !== REQUIRED_MESSAGE);
  if (hasInvalid) return { status: 'invalid', errors };
  if (missing) return { status: 'incomplete', errors };
  const crossErrors = crossFieldRules?.(values) ?? {};
  if (Object.keys(crossErrors).length > 0) return { status: 'invalid', errors: crossErrors };
  return { status: 'valid', values };
}

/**
 * The query string of a calculation, in field order, each value as a plain number whatever way it was typed
 * (10k, 1,00,000): ?sipAmount=5000&annualRate=12… Empty optional fields stay out.
 */
export function toQueryString<K extends string>(
  fields: FieldDefinition<K>[],
  raw: RawValues<K>,
  mark: DecimalMark = '.',
): string {
  const params = new URLSearchParams();
  for (const field of fields) {
    const value = plainValue(field, raw[field.name] ?? '', mark);
    if (value !== null) params.set(field.name, value);
  }
  return params.toString();
}

/**
 * What the fields say, whatever way it was typed ('10k' and '10000' say the same): two raw values with the same
 * key give the same calculation, so results computed from one are not out of date for the other.
 */
export function inputsKey<K extends string>(fields: FieldDefinition<K>[], raw: RawValues<K>, mark: DecimalMark = '.'): string {
  return fields
    .map((field) => {
      const text = raw[field.name] ?? '';
      return plainValue(field, text, mark) ?? (text.trim() === '' ? '' : `?${text}`);
    })
    .join('\u0000');
}

function isOption(field: FieldDefinition, text: string): boolean {
  if (field.kind !== 'choice') return true;
  const parsed = parseNumberText(text, '.');
  return parsed.kind === 'number' && (field.options ?? []).some((option) => option.value === parsed.value);
}

/** The raw values a shared URL carries, or null when it carries none of this calculator's fields. */
export function fromQueryString<K extends string>(fields: FieldDefinition<K>[], search: string): RawValues<K> | null {
  const params = new URLSearchParams(search);
  if (!fields.some((field) => params.has(field.name))) return null;
  const raw = initialRawValues(fields);
  for (const field of fields) {
    const text = params.get(field.name);
    // Only a number gets into a field (a choice: only one of its options); anything else stays out of the form.
    if (text !== null && plainValue(field, text, '.') !== null && isOption(field, text)) raw[field.name] = text.trim();
  }
  return raw;
}

/**
 * The number fields' texts written with another decimal mark, each saying the same number (7,5 in EUR is 7.5 in
 * USD, and a link's 7.125 is 7,125 in EUR, never 7125): what the fields say when the currency's locale changes.
 */
export function withFieldsDecimalMark<K extends string>(
  fields: FieldDefinition<K>[],
  raw: RawValues<K>,
  from: DecimalMark,
  to: DecimalMark,
): RawValues<K> {
  if (from === to) return raw;
  const next = { ...raw };
  for (const field of fields)
    if (field.kind !== 'choice' && field.kind !== 'date' && raw[field.name] !== undefined)
      next[field.name] = withDecimalMark(raw[field.name], from, to);
  return next;
}

/** The query parameter that names a "Solve for" mode; absent for the calculator's normal result. */
export const SOLVE_FOR_PARAM = 'solveFor';

/** The fields a mode shows: the input it finds gives way to its targets, in that input's place. */
export function fieldsOfMode<K extends string, R>(
  fields: FieldDefinition<K>[],
  mode: AnySolveMode<K, R> | undefined,
): FieldDefinition<string>[] {
  if (!mode) return fields;
  const kept = fields.filter((field) => !mode.hides?.includes(field.name));
  if (!mode.replaces) return [...kept, ...mode.targets];
  return kept.flatMap((field) => (field.name === mode.replaces ? mode.targets : [field]));
}

/** Every field any mode may show, each once: what the visitor typed in one mode is kept for another. */
export function allFieldsOf<K extends string, R>(fields: FieldDefinition<K>[], modes: readonly AnySolveMode<K, R>[] = []) {
  const all: FieldDefinition<string>[] = [...fields];
  for (const target of modes.flatMap((mode) => mode.targets))
    if (!all.some((field) => field.name === target.name)) all.push(target);
  return all;
}

/** The mode a URL names (solveFor=…), or undefined for the normal result or a name no mode has. */
export function modeFromQuery<K extends string, R>(modes: readonly AnySolveMode<K, R>[] = [], search: string) {
  const id = new URLSearchParams(search).get(SOLVE_FOR_PARAM);
  return modes.find((mode) => mode.id === id);
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '';
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The columns a report shows for these rows (a column with `shown` only when it says so). */
export function visibleColumns<Row>(columns: ReportColumn<Row>[], rows: Row[]): ReportColumn<Row>[] {
  return columns.every((column) => !column.shown) ? columns : columns.filter((column) => !column.shown || column.shown(rows));
}

/** A report as CSV: the table's columns, plain numbers rounded to cents, CRLF line ends (RFC 4180). */
export function toCsv<Row>(columns: ReportColumn<Row>[], rows: Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
