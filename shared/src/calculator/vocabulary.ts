/*
 * The scaffold's shared vocabulary: what a field, a row list's cell and a value format are, what compute is given
 * and what solving backwards finds. Types only, importing nothing of the scaffold: every other module of it (the
 * definition, its parts, the pure input code, the hook and the components) may import it.
 */
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

export type Values<K extends string> = Record<K, number>;

/** What solving backwards found, or why it cannot be found and what would work. */
/**
 * A sentence that may name amounts of money: plain text, or written with the formatter of the currency the page
 * shows ("… the first month's interest (₹35,416.67) …"), so an amount in a message reads like every other amount.
 */
export type MoneyText = string | ((money: (amount: number) => string) => string);

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

/** What a cell of a row list holds: a date (its value an ISO date, 2024-03-31) or a number of some kind. */
export type CellKind = 'date' | 'currency' | 'percent' | 'number';

/** One cell of every row of a row list (XIRR's Date and Amount). */
export interface RowCellDefinition<N extends string = string, T extends CellKind = CellKind> {
  /** The query-string key of the cell in row n is `${name}.${n}` (amount.2). */
  name: N;
  /** The cell's label, word for word; screen readers also hear the row (Date, cash flow 2). */
  label: string;
  kind: T;
  /** Bounds of a number cell (a date takes any real date). */
  min?: number;
  max?: number;
  integer?: boolean;
  /** Required unless false; an empty optional number counts as 0. */
  required?: boolean;
  placeholder?: string;
}

/** What compute is given for one row: a date cell's ISO text, a number cell's number. */
export type RowValues<C extends RowCellDefinition> = {
  [Cell in C as Cell['name']]: Cell['kind'] extends 'date' ? string : number;
};

/** compute's second argument: the rows, only for a calculator with a row list. */
export type RowsArgument<C extends RowCellDefinition> = [C] extends [never] ? [] : [rows: RowValues<C>[]];

/** What is typed in the fields, by name. */
export type RawValues<K extends string> = Record<K, string>;
export type FieldErrors<K extends string> = Partial<Record<K, string>>;
