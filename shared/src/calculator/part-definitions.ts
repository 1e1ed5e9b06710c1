/* The definitions of the scaffold's optional parts: row lists (XIRR's cash flows) and side-by-side comparisons. */
import type { RowCellDefinition, RowValues, ValueFormat } from './vocabulary';
import type { ComponentType } from 'react';

/** A list of rows the visitor adds and removes, each the same typed cells (XIRR's dated cash flows). */
export interface RowListDefinition<C extends RowCellDefinition = RowCellDefinition> {
  /** The list's heading (a fieldset's legend): 'Cash flows'. */
  label: string;
  /** One row's name, lower case: 'cash flow' gives "Add cash flow", "Remove cash flow 2" and "Date, cash flow 2". */
  rowName: string;
  cells: readonly C[];
  /** Fewer rows cannot be removed; the list starts with this many unless initialRows says more. */
  minRows: number;
  maxRows?: number;
  initialRows?: number;
  /** A rule across the rows (XIRR needs money both ways), given the rows once every cell is valid. */
  validate?: (rows: RowValues<C>[]) => string | null;
}

/** What the page gives a row list's inputs. */
export interface RowListInputProps {
  calculatorId: string;
  rowCount: number;
  raw: Record<string, string>;
  errors: Partial<Record<string, string>>;
  /** A rule across the rows, broken (shown under the list). */
  listError?: string | null;
  onChange: (name: string, text: string) => void;
  onAdd: () => void;
  /** Removes a row, numbered from 1. */
  onRemove: (row: number) => void;
}

/** A row list as a definition gives it (made by rowList()): with its inputs, so only pages with rows bundle them. */
export interface RowList<C extends RowCellDefinition = RowCellDefinition> extends RowListDefinition<C> {
  Input: ComponentType<RowListInputProps>;
}

/**
 * Two or more results side by side (income tax's new and old regime): each column is one result of the same
 * shape X taken from the calculator's result, each row one labelled figure of it. comparison() makes it the
 * definition's `comparison`, so the rows are typed against X where they are written.
 */
export interface ComparisonDefinition<R, X> {
  /** The table's caption, read as its name: 'Tax under each regime'. */
  caption: string;
  /** The header of the first column, over the rows' labels: 'Figure'. */
  rowHeader: string;
  columns: readonly { label: string; of: (result: R) => X }[];
  rows: readonly {
    label: string;
    format: ValueFormat;
    /** null leaves the cell empty (a figure that does not apply to this column). */
    value: (column: X) => number | string | null;
    /** Shown only when this says so of the columns (surcharge, when one has any); always when absent. */
    shown?: (columns: X[]) => boolean;
  }[];
  /** Which costs less and by how much, amounts written with `money` (in the page's currency). */
  verdict?: (result: R, money: (value: number) => string) => string | null;
}

/** One row of a comparison as shown: its label and its figure in each column. */
export interface ComparedRow {
  label: string;
  format: ValueFormat;
  values: (number | string | null)[];
}

/** A comparison as the page shows it (made by comparison()). */
export interface Comparison<R> {
  caption: string;
  rowHeader: string;
  columnLabels: string[];
  rows: (result: R) => ComparedRow[];
  verdict?: (result: R, money: (value: number) => string) => string | null;
  /** Its table, verdict and CSV download: brought by comparison(), so only pages with a comparison bundle it. */
  Table: ComponentType<{ result: R; fileName: string }>;
}
