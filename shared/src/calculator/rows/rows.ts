/*
 * A row list's rows as fields: the cell `amount` of row 2 is the field `amount.2`, so the rows are checked, kept
 * in the URL and the draft, and compared for staleness exactly as the other fields are. No React here.
 */
import type { FieldDefinition, RowCellDefinition, RowListDefinition, RowValues, Values } from '../definition';
import type { RawValues } from '../fields';

/** The widest bounds of a number cell that gives none. */
const CELL_BOUNDS = { min: -1e12, max: 1e12 };

/** The field name of a cell in a row (rows are numbered from 1, as the visitor reads them). */
export function rowCellKey(cell: string, row: number): string {
  return `${cell}.${row}`;
}

/** The row number a key names for one of the list's cells (amount.2 → 2), or null. */
function rowOfKey(list: RowListDefinition, key: string): number | null {
  const match = /^(.+)\.(\d+)$/.exec(key);
  if (!match || !list.cells.some((cell) => cell.name === match[1])) return null;
  const row = Number(match[2]);
  return row >= 1 ? row : null;
}

export function isRowKey(list: RowListDefinition | undefined, key: string): boolean {
  return list !== undefined && rowOfKey(list, key) !== null;
}

function clampRows(list: RowListDefinition, count: number): number {
  return Math.min(Math.max(count, list.minRows), list.maxRows ?? Number.POSITIVE_INFINITY);
}

/** How many rows a list starts with. */
export function initialRowCount(list: RowListDefinition | undefined): number {
  return list ? clampRows(list, list.initialRows ?? list.minRows) : 0;
}

/** How many rows these keys (a URL's, a draft's) speak of: up to the last row any cell names, within the bounds. */
export function rowCountOf(list: RowListDefinition | undefined, keys: Iterable<string>): number {
  if (!list) return 0;
  let last = 0;
  for (const key of keys) last = Math.max(last, rowOfKey(list, key) ?? 0);
  return last === 0 ? initialRowCount(list) : clampRows(list, last);
}

/** One cell of one row as a field: its label is the cell's, its name says the row. */
function cellField(cell: RowCellDefinition, row: number): FieldDefinition<string> {
  return {
    name: rowCellKey(cell.name, row),
    label: cell.label,
    kind: cell.kind,
    min: cell.min ?? CELL_BOUNDS.min,
    max: cell.max ?? CELL_BOUNDS.max,
    integer: cell.integer,
    required: cell.required,
    placeholder: cell.placeholder,
  };
}

/** The fields of `count` rows, row by row. */
export function rowFields(list: RowListDefinition | undefined, count: number): FieldDefinition<string>[] {
  if (!list) return [];
  const fields: FieldDefinition<string>[] = [];
  for (let row = 1; row <= count; row += 1) for (const cell of list.cells) fields.push(cellField(cell, row));
  return fields;
}

/** The raw values with one row fewer: the rows after the removed one move up. */
export function withoutRow(list: RowListDefinition, raw: RawValues<string>, count: number, removed: number): RawValues<string> {
  const next: RawValues<string> = {};
  for (const [key, text] of Object.entries(raw)) if (!isRowKey(list, key)) next[key] = text;
  for (let row = 1, kept = 1; row <= count; row += 1) {
    if (row === removed) continue;
    for (const cell of list.cells) next[rowCellKey(cell.name, kept)] = raw[rowCellKey(cell.name, row)] ?? '';
    kept += 1;
  }
  return next;
}

/** The rows as compute takes them: a date cell's ISO text, a number cell's value (checked beforehand). */
export function rowValuesOf<C extends RowCellDefinition>(
  list: RowListDefinition<C> | undefined,
  count: number,
  raw: RawValues<string>,
  values: Values<string>,
): RowValues<C>[] {
  if (!list) return [];
  const rows: RowValues<C>[] = [];
  for (let row = 1; row <= count; row += 1) {
    const entries = list.cells.map((cell) => {
      const key = rowCellKey(cell.name, row);
      return [cell.name, cell.kind === 'date' ? (raw[key] ?? '').trim() : values[key]];
    });
    rows.push(Object.fromEntries(entries) as RowValues<C>);
  }
  return rows;
}
