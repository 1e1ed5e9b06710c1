import type { ComponentType } from 'react';

/** What a field holds decides its adornment and default bounds. */
export type FieldKind = 'currency' | 'percent' | 'years' | 'age' | 'number' | 'choice';

/** One option of a choice field: its value is a number, so a shared URL stays numeric (?prepaymentEffect=1). */
export interface FieldOption {
  value: number;
  label: string;
}

export interface FieldDefinition<K extends string = string> {
  /** The spec's input name; also the query-string key. */
  name: K;
  /** The label, word for word from the specification. */
  label: string;
  kind: FieldKind;
  min: number;
  max: number;
  /** Required unless false; an empty optional field counts as 0. */
  required?: boolean;
  integer?: boolean;
  placeholder?: string;
  hint?: string;
  /** Pre-filled value (the retirement planner has defaults; most calculators start empty). */
  defaultValue?: number;
  /** The options of a 'choice' field (a select); empty means the first option. */
  options?: FieldOption[];
  /** Consecutive fields with the same group are shown together under it as a heading (a fieldset's legend). */
  group?: string;
}

/** A sentence under a calculator's figures, and whether it is good news or a warning. */
export interface ResultNote {
  text: string;
  tone: 'good' | 'bad';
}

export type ValueFormat = 'currency' | 'percent' | 'number' | 'years' | 'multiple' | 'text';

export interface ResultItem<R> {
  label: string;
  value: (result: R) => number | string;
  format: ValueFormat;
  /** The headline figure is shown larger. */
  headline?: boolean;
  /**
   * The same figure in today's money (a currency amount), shown under it as "… in today's money"; null shows
   * nothing (before any calculation). The definition's todaysMoneyNote states the convention.
   */
  todaysValue?: (result: R) => number | null;
  /** Shown only when this says so (a figure that means something only for some inputs); always when absent. */
  shown?: (result: R) => boolean;
}

export interface ReportColumn<Row> {
  header: string;
  value: (row: Row) => number | string | null;
  format: ValueFormat;
  /** In the table and its CSV only when this says so of the rows (a column for some inputs only); always when absent. */
  shown?: (rows: Row[]) => boolean;
}

export interface ReportDefinition<R, Row> {
  /** The report tab's name, word for word ('report', 'Yearly Breakdown'). */
  tabLabel: string;
  rows: (result: R) => Row[];
  columns: ReportColumn<Row>[];
}

export type Values<K extends string> = Record<K, number>;

/** What solving backwards found, or why it cannot be found and what would work. */
export type Solved<T> = { ok: true; value: T } | { ok: false; reason: string };

/** A solved figure, shown before the calculator's usual results. */
export interface SolvedFigure {
  label: string;
  value: number | string;
  format: ValueFormat;
}

/** The answer of a "Solve for" mode: the figures found, and the usual results of the plan they complete. */
export interface Solution<R> {
  /** The first is the headline: the input that was found. */
  figures: SolvedFigure[];
  result: R;
  /** Replaces the calculator's own sentence, which may not fit a solved plan (SWP's 'depleted' at exactly 0). */
  note?: ResultNote;
}

/**
 * "Solve for" one input: its field gives way to target fields (Target Amount), and the mode finds the input from
 * the target and the other inputs.
 */
export interface SolveMode<K extends string, R, V extends object = object> {
  /** The value of the URL's solveFor parameter. */
  id: string;
  /** The option's name: the label of the input it finds. */
  label: string;
  /** The input found; its field is replaced by the targets. None: the fields stay (the retirement planner's extra investment). */
  replaces?: K;
  /** The fields given instead, where the replaced field was. Their names may be shared by several modes. */
  targets: FieldDefinition[];
  /** Inputs that mean nothing to this mode (the loan's prepayments, when the tenure is found): not shown. */
  hides?: K[];
  /** Every value of the mode's fields by name (the other inputs and the targets). A method: V narrows per mode. */
  solve(values: V): Solved<Solution<R>>;
}

export interface CalculatorDefinition<K extends string, R, Row = unknown> {
  /** Short id: field ids and the CSV file name derive from it. */
  id: string;
  fields: FieldDefinition<K>[];
  compute: (values: Values<K>) => R;
  /** Rules across fields (CAGR's zero initial value): messages keyed by field. */
  validate?: (values: Values<K>) => Partial<Record<K, string>>;
  /** The outputs before any calculation: zeros and empty tables. */
  emptyResult: R;
  /** SIP keeps its previous results when a required field is empty; the others reset to zero. */
  whenIncomplete: 'keep' | 'reset';
  resultsTabLabel: string;
  results: ResultItem<R>[];
  /** A sentence under the figures (SWP's 'Your investment will last …'), good news or bad. */
  message?: (result: R) => ResultNote | null;
  /** The convention behind the figures' today's-money values, with the numbers used; shown once under the figures. */
  todaysMoneyNote?: (result: R) => string | null;
  /** What looks inconsistent in the inputs of a result that was still calculated (Salary's CTC), shown beside it. */
  warnings?: (result: R) => string[];
  report?: ReportDefinition<R, Row>;
  /** More report tabs after the main one (the loan's monthly schedule), each with its table and CSV. */
  // Rows of another shape than the main report's: each extra report is typed where it is written (extraReport).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  extraReports?: (ReportDefinition<R, any> & { id: string })[];
  /** A chart for the results tab; loaded only when shown. */
  Chart?: ComponentType<{ result: R }>;
  /** SIP and SWP put the input card in a third of the width. */
  layout?: 'narrow-inputs' | 'even';
  inputCardTitle?: string;
  /**
   * Solving backwards: the "Solve for" control lists the normal result first (named by normalModeLabel, the
   * specification's page, the default) and then these modes.
   */
  modes?: SolveMode<K, R>[];
  normalModeLabel?: string;
}
