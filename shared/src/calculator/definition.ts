import type { ComponentType } from 'react';
import type { CurrencyCode } from '@calc/singleton';
import type { FieldSections } from './sections';
import type { RowCellDefinition, RowsArgument, RowList, Comparison } from './part-definitions';

/** What a field holds decides its adornment and default bounds. A 'date' holds an ISO date (a row list's cell). */
export type FieldKind = 'currency' | 'percent' | 'years' | 'age' | 'number' | 'choice' | 'date';

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
  /** Values offered as buttons under the field ("5 %", "18 %"); pressing one fills the field (GST Rate). */
  quickChoices?: number[];
  /**
   * Shown (and checked, and kept in the URL) only while this says so of the choice fields' current values by name
   * (an empty choice is its first option): a Tax Slab (%) that matters for some choices only. Always when absent.
   * Hidden, the field is absent from the values compute and validate are given (read it as `values.x ?? 0`).
   */
  shownWhen?: (choices: Record<string, number>) => boolean;
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

export type Values<K extends string> = Record<K, number>;

/** What solving backwards found, or why it cannot be found and what would work. */
/**
 * A sentence that may name amounts of money: plain text, or written with the formatter of the currency the page
 * shows ("… the first month's interest (₹35,416.67) …"), so an amount in a message reads like every other amount.
 */
export type MoneyText = string | ((money: (amount: number) => string) => string);

/** The text of a MoneyText, its amounts written by `money`. */
export function moneyText(text: MoneyText, money: (amount: number) => string): string {
  return typeof text === 'string' ? text : text(money);
}

export type Solved<T> = { ok: true; value: T } | { ok: false; reason: MoneyText };

/** A solved figure, shown before the calculator's usual results; its id is how code finds it (never by its label). */
export interface SolvedFigure<F extends string = string> {
  id: F;
  label: string;
  value: number | string;
  format: ValueFormat;
}

/** The answer of a "Solve for" mode: the figures found, and the usual results of the plan they complete. */
export interface Solution<R, F extends string = string> {
  /** The first is the headline: the input that was found. */
  figures: SolvedFigure<F>[];
  result: R;
  /** Replaces the calculator's own sentence, which may not fit a solved plan (SWP's 'depleted' at exactly 0). */
  note?: ResultNote;
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

export type * from './part-definitions';
