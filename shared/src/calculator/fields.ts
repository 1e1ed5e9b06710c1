/* Pure rules for calculator fields: bounds, messages, query strings and CSV. No React here. */
import type { FieldDefinition, ReportColumn, Values } from './definition';
import { groupThousands } from '../format/currency';

export type RawValues<K extends string> = Record<K, string>;
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const REQUIRED_MESSAGE = 'This field is required.';
export const NOT_A_NUMBER_MESSAGE = 'Enter a number.';
export const WHOLE_NUMBER_MESSAGE = 'Enter a whole number.';

export function rangeMessage(field: FieldDefinition): string {
  return `Enter a value between ${groupThousands(field.min)} and ${groupThousands(field.max)}.`;
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
 * that does), 'invalid' when something typed is out of bounds or not a number, else the numbers.
 */
export function checkFields<K extends string>(
  fields: FieldDefinition<K>[],
  raw: RawValues<K>,
  crossFieldRules?: (values: Values<K>) => FieldErrors<K>,
): FieldCheck<K> {
  const errors: FieldErrors<K> = {};
  const values = {} as Values<K>;
  let missing = false;
  for (const field of fields) {
    const text = (raw[field.name] ?? '').trim();
    if (text === '') {
      if (field.required === false) {
        values[field.name] = 0;
      } else {
        errors[field.name] = REQUIRED_MESSAGE;
        missing = true;
      }
      continue;
    }
    const value = Number(text);
    if (!Number.isFinite(value)) errors[field.name] = NOT_A_NUMBER_MESSAGE;
    else if (value < field.min || value > field.max) errors[field.name] = rangeMessage(field);
    else if (field.integer && !Number.isInteger(value)) errors[field.name] = WHOLE_NUMBER_MESSAGE;
    else values[field.name] = value;
  }
  const hasInvalid = Object.values(errors).some((message) => message !== REQUIRED_MESSAGE);
  if (hasInvalid) return { status: 'invalid', errors };
  if (missing) return { status: 'incomplete', errors };
  const crossErrors = crossFieldRules?.(values) ?? {};
  if (Object.keys(crossErrors).length > 0) return { status: 'invalid', errors: crossErrors };
  return { status: 'valid', values };
}

/** The query string of a calculation, in field order: ?sipAmount=5000&annualRate=12… */
export function toQueryString<K extends string>(fields: FieldDefinition<K>[], raw: RawValues<K>): string {
  const params = new URLSearchParams();
  for (const field of fields) {
    const text = (raw[field.name] ?? '').trim();
    if (text !== '') params.set(field.name, text);
  }
  return params.toString();
}

/** Text that reads as one decimal number (at least one digit): '12', '-0.5', '.5', '1e6'. */
const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The raw values a shared URL carries, or null when it carries none of this calculator's fields. */
export function fromQueryString<K extends string>(fields: FieldDefinition<K>[], search: string): RawValues<K> | null {
  const params = new URLSearchParams(search);
  if (!fields.some((field) => params.has(field.name))) return null;
  const raw = initialRawValues(fields);
  for (const field of fields) {
    const text = params.get(field.name);
    // Only number-like text gets into a field; anything else stays out of the form.
    if (text !== null && NUMBER_TEXT.test(text.trim())) raw[field.name] = text.trim();
  }
  return raw;
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '';
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A report as CSV: the table's columns, plain numbers rounded to cents, CRLF line ends (RFC 4180). */
export function toCsv<Row>(columns: ReportColumn<Row>[], rows: Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
