/*
 * The contract between a calculator and the scaffold: what a calculator's definition may say (fields, figures, report,
 * chart, modes, parts), so that a calculator is data and the page is written once.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { CurrencyCode } from '@calc/singleton';
import type { CalculatorState } from './calculator-state';
import type { Comparison } from './comparison/comparison-definition';
import type { RowList } from './rows/row-list-definition';
import type { SectionsDefinition } from './sections/sections';
import type {
  FieldDefinition,
  MoneyText,
  ResultNote,
  RowCellDefinition,
  RowsArgument,
  Solution,
  Solved,
  ValueFormat,
  Values,
} from './vocabulary';

export type {
  FieldKind,
  FieldOption,
  FieldDefinition,
  ResultNote,
  ValueFormat,
  Values,
  MoneyText,
  Solved,
  SolvedFigure,
  Solution,
  CellKind,
  RowCellDefinition,
  RowValues,
  RowsArgument,
} from './vocabulary';
export type { RowList, RowListDefinition, RowListInputProps } from './rows/row-list-definition';
export type { ComparedRow, Comparison, ComparisonDefinition } from './comparison/comparison-definition';

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
  /**
   * What a derived figure is counted against, said under it in a visitor's words ("against the same loan without
   * prepayments"): a saving or a cost means nothing until its baseline is named.
   */
  baseline?: (result: R) => string;
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

/** The text of a MoneyText, its amounts written by `money`. */
export function moneyText(text: MoneyText, money: (amount: number) => string): string {
  return typeof text === 'string' ? text : text(money);
}

/**
 * "Solve for" one input: its field gives way to target fields (Target Amount), and the mode finds the input from
 * the target and the other inputs. V is what the mode is given (its own fields' values), F the ids of its figures.
 */
export interface SolveMode<K extends string, R, V = Values<K>, F extends string = string> {
  /** The value of the URL's solveFor parameter. */
  id: string;
  /** The option's name: the label of the input it finds. */
  label: string;
  /** The input found; its field is replaced by the targets. None: the fields stay (the retirement planner's extra investment). */
  replaces?: K;
  /** The fields given instead, where the replaced field was. Their names may be shared by several modes. */
  targets: FieldDefinition[];
  /** Inputs that mean nothing to this mode (the loan's prepayments, when the tenure is found): not shown. */
  hides?: readonly K[];
  /** Every value of the mode's fields by name (the other inputs and the targets). */
  solve: (values: V) => Solved<Solution<R, F>>;
}

/**
 * A mode of a calculator whatever it is given: what a definition lists. Only the scaffold calls it (solveMode() in
 * calculator-reducer.ts), with the values of exactly the mode's fields; code that knows the mode calls its own
 * typed `solve`.
 */
export type AnySolveMode<K extends string, R> = SolveMode<K, R, never>;

/** A report tab after the main one, whatever its rows are (made by extraReport(), which keeps them typed). */
export interface ExtraReport<R> {
  id: string;
  tabLabel: string;
  /** Hands the report, typed with its own rows, to `read`: the rows never meet another report's columns. */
  open: <T>(read: <Row>(report: ReportDefinition<R, Row>) => T) => T;
}

/**
 * The currency a page's amounts are entered and shown in whatever the header's currency (Indian tax rules are
 * written in rupees); the object form applies only while `when` says so of the choice fields' current values.
 */
export type FixedCurrency = CurrencyCode | { code: CurrencyCode; when: (choices: Record<string, number>) => boolean };

/** A link under the figures that opens another calculator of the site with these inputs. */
export interface ResultLink {
  label: string;
  /** The route of the other page ('loan-calculator'). */
  path: string;
  /** Its inputs by field name; the link also carries the currency they are in. */
  query: Record<string, number>;
}

/**
 * A calculator's worked example, offered in its empty results ("See an example: …"): one tap fills the fields
 * with it and calculates, so a first visit shows an answer without typing.
 */
export interface CalculatorExample {
  /**
   * The inputs by field name, as a shared link carries them: numbers in '.', a choice by its value, a row list's
   * cells as `amount.2`, dates as ISO text. Fields left out stay empty (an optional field then counts as 0).
   */
  values: Readonly<Record<string, number | string>>;
  /** What the offer says after "See an example: ", written from the values, amounts in the page's currency. */
  label: MoneyText;
}

export interface CalculatorDefinition<K extends string, R, Row = unknown, C extends RowCellDefinition = never> {
  /** Short id: field ids and the CSV file name derive from it. */
  id: string;
  fields: FieldDefinition<K>[];
  /** The result of valid inputs, and of the row list's rows when there is one. */
  compute: (values: Values<K>, ...rows: RowsArgument<C>) => R;
  /** A list of rows after the fields (XIRR's cash flows): rowList(…). */
  rowList?: RowList<C>;
  /** Rules across fields (CAGR's zero initial value): messages keyed by field. */
  validate?: (values: Values<K>) => Partial<Record<K, string>>;
  /** The outputs before any calculation: zeros and empty tables. */
  emptyResult: R;
  /** SIP keeps its previous results when a required field is empty; the others reset to zero (the default). */
  whenIncomplete?: 'keep' | 'reset';
  /** The results tab's name, word for word: 'results' unless given. */
  resultsTabLabel?: string;
  results: ResultItem<R>[];
  /** A sentence under the figures (SWP's 'Your investment will last …'), good news or bad. */
  message?: (result: R) => ResultNote | null;
  /** The convention behind the figures' today's-money values, with the numbers used; shown once under the figures. */
  todaysMoneyNote?: (result: R) => string | null;
  /** What looks inconsistent in the inputs of a result that was still calculated (Salary's CTC), shown beside it. */
  warnings?: (result: R) => string[];
  report?: ReportDefinition<R, Row>;
  /** More report tabs after the main one (the loan's monthly schedule), each with its table and CSV: extraReport(…). */
  extraReports?: ExtraReport<R>[];
  /** A chart for the results tab; loaded only when shown. */
  Chart?: ComponentType<{ result: R; compareWith?: R }>;
  /** SIP and SWP put the input card in a third of the width. */
  layout?: 'narrow-inputs' | 'even';
  inputCardTitle?: string;
  /**
   * Solving backwards: the "Solve for" control lists the normal result first (named by normalModeLabel, the
   * specification's page, the default) and then these modes.
   */
  modes?: readonly AnySolveMode<K, R>[];
  normalModeLabel?: string;
  /** The page's amounts are in this currency whatever the header's (said once at the top of the calculator). */
  fixedCurrency?: FixedCurrency;
  /** Links under the figures to other calculators, given this result's figures as their inputs. */
  resultLinks?: (result: R) => ResultLink[];
  /** Results side by side in a table under the figures (income tax's regimes), with its CSV: comparison(…). */
  comparison?: Comparison<R>;
  /** The worked example the empty results offer to fill in and calculate. */
  example?: CalculatorExample;
  /** Inputs as cards of their own (titles, rows of fields, figures derived as typed), results in one card below: fieldSections(…). */
  sections?: FieldSections<K, R>;
}

/** What a page's layout is given: the definition and its state. */
export interface CalculatorLayoutProps<K extends string, R, Row, C extends RowCellDefinition> {
  definition: CalculatorDefinition<K, R, Row, C>;
  state: CalculatorState<R>;
  children?: ReactNode;
}

export type CalculatorLayout = <K extends string, R, Row, C extends RowCellDefinition>(
  props: CalculatorLayoutProps<K, R, Row, C>,
) => ReactElement;

/** Field sections as a definition gives them (made by fieldSections()): with their layout, bundled only by pages with sections. */
export interface FieldSections<K extends string, R> extends SectionsDefinition<K, R> {
  Layout: CalculatorLayout;
}
