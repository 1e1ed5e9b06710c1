/*
 * The contract between a calculator's page and its state: what useCalculator (use-calculator.ts) returns and the
 * inputs a calculation and a comparison's scenario are made of. Types only; the definitions' components (a layout,
 * a row list's inputs) are written against it, so they never import the hook's module.
 */
import type { CurrencyCode } from '@calc/singleton';
import type { DecimalMark } from '../format/number-text';
import type { FieldDefinition, FieldErrors, MoneyText, RawValues, Solution } from './vocabulary';

/** The inputs of a calculation: what the fields say, the rows there are, and the "Solve for" mode. */
export interface Inputs {
  raw: RawValues<string>;
  /** The decimal mark the number fields' texts are written with: the shown currency's locale's, once it is known. */
  decimal: DecimalMark;
  rowCount: number;
  modeId: string;
}

/** One side of a comparison: what it was calculated from, and what it came to. */
export interface Scenario<R> {
  inputs: Inputs;
  result: R;
  solution: Omit<Solution<R>, 'result'> | null;
}

export interface CalculatorState<R> {
  /** What is typed in every field any mode shows, by field name (a row's cells as amount.2). */
  raw: RawValues<string>;
  /** The decimal mark the number fields' texts are written with (the shown currency's locale's). */
  decimal: DecimalMark;
  errors: FieldErrors<string>;
  result: R;
  /** True once a calculation has produced the shown result. */
  calculated: boolean;
  /** The fields no longer say what the shown results were computed from (until the next Calculate). */
  stale: boolean;
  setField: (name: string, text: string) => void;
  /** Runs the calculation; returns whether it produced a result. */
  calculate: () => boolean;
  /** Shown when the calculation itself failed (it should not; this keeps the page alive if it does). */
  failure: string | null;
  /** The "Solve for" mode chosen ('' for the calculator's normal result), its fields, and choosing another. */
  modeId: string;
  /** The fields the chosen mode shows (the row list's cells are not among them). */
  fields: FieldDefinition<string>[];
  setMode: (id: string) => void;
  /** What the shown results solved for (their first figures), when they come from a mode. */
  solution: Omit<Solution<R>, 'result'> | null;
  /** Why the target of the last Calculate cannot be reached, and what would work. */
  unsolved: MoneyText | null;
  /** The row list's rows (0 without one), adding one and removing one (numbered from 1). */
  rowCount: number;
  addRow: () => void;
  removeRow: (row: number) => void;
  /** A rule across the rows, broken. */
  rowsError: string | null;
  /** The currency the amounts are in: the calculator's fixed one while it applies, else the header's. */
  currency: CurrencyCode;
  /** The calculator's fixed currency, when it applies now. */
  fixedCurrency: CurrencyCode | null;
  /** A comparison: scenario A (kept by Compare) and B (the shown results, once they differ from A's inputs). */
  scenarios: { a: Scenario<R>; b: Scenario<R> | null } | null;
  /** Keeps the shown results as scenario A (while they are current). */
  compare: () => void;
  clearComparison: () => void;
  /** Fills the fields with the definition's worked example and calculates it (null without one); whether it showed results. */
  fillExample: (() => boolean) | null;
}
