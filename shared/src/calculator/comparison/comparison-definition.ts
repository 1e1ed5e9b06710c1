/* The definition of a side-by-side comparison (income tax's two regimes), one of the scaffold's optional parts. Types only. */
import type { ComponentType } from 'react';
import type { ValueFormat } from '../vocabulary';

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
