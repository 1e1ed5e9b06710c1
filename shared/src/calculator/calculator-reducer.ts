/*
 * The state of one calculator and every way it changes, as named actions on a pure reducer (tested without
 * React). The hook (use-calculator.ts) adds what is not pure: the URL, the draft, the currency.
 */
import type {
  AnySolveMode,
  CalculatorDefinition,
  FieldDefinition,
  MoneyText,
  RowCellDefinition,
  RowListDefinition,
  RowValues,
  Solution,
  Solved,
  Values,
} from './definition';
import type { DecimalMark } from '../format/number-text';
import {
  allFieldsOf,
  checkFields,
  fieldsOfMode,
  inputsKey,
  withFieldsDecimalMark,
  type FieldErrors,
  type RawValues,
} from './fields';
import { rowFields, rowValuesOf, withoutRow } from './rows';
import { shownFields } from './shown-when';

/** What the reducer needs of a definition. */
export interface CalculatorConfig<K extends string, R, C extends RowCellDefinition = never> extends Pick<
  CalculatorDefinition<K, R, unknown, C>,
  'fields' | 'compute' | 'validate' | 'emptyResult' | 'whenIncomplete'
> {
  modes?: readonly AnySolveMode<K, R>[];
  rowList?: RowListDefinition<C>;
}

/** The inputs of a calculation: what the fields say, the rows there are, and the "Solve for" mode. */
export interface Inputs {
  raw: RawValues<string>;
  /** The decimal mark the number fields' texts are written with: the shown currency's locale's, once it is known. */
  decimal: DecimalMark;
  rowCount: number;
  modeId: string;
}

export interface CalculatorModel<R> extends Inputs {
  errors: FieldErrors<string>;
  /** A rule across the row list's rows, broken (XIRR's money both ways). */
  rowsError: string | null;
  result: R;
  /** True once a calculation has produced the shown result. */
  calculated: boolean;
  /** What the shown results solved for (their first figures), when they come from a mode. */
  solution: Omit<Solution<R>, 'result'> | null;
  /** Why the target of the last Calculate cannot be reached, and what would work. */
  unsolved: MoneyText | null;
  /** Shown when the calculation itself failed (it should not; this keeps the page alive if it does). */
  failure: string | null;
  /** The inputs the shown results were computed from, as inputsOf() says them. */
  shownKey: string | null;
  /** What the URL must now say (the inputs of the shown results, or none): a new object each time it must be written. */
  url: { shown: Inputs | null } | null;
}

export type CalculatorAction<R> =
  | { type: 'fieldChanged'; name: string; text: string }
  | { type: 'modeChosen'; modeId: string }
  /** The shown currency's locale writes numbers with this decimal mark now: the fields' texts are rewritten in it. */
  | { type: 'decimalMarkChanged'; decimal: DecimalMark }
  | { type: 'rowAdded' }
  | { type: 'rowRemoved'; row: number }
  | { type: 'calculated'; inputs: Inputs; outcome: Outcome<R> };

/** What Calculate came to: the reducer applies it, the hook returns whether it showed results. */
export type Outcome<R> =
  | { kind: 'incomplete'; errors: FieldErrors<string> }
  | { kind: 'invalid'; errors: FieldErrors<string>; rowsError?: string }
  | { kind: 'unsolved'; reason: MoneyText }
  | { kind: 'failed' }
  | { kind: 'shown'; result: R; solution: Omit<Solution<R>, 'result'> | null };

/** Runs a mode on the values of its fields: what its V describes, by the scaffold's construction (fieldsOf). */
function solveMode<K extends string, R>(mode: AnySolveMode<K, R>, values: Values<string>): Solved<Solution<R>> {
  return (mode.solve as (given: Values<string>) => Solved<Solution<R>>)(values);
}

export const FAILURE_MESSAGE = 'These values could not be calculated. Please check them and try again.';

export function initialModel<R>(emptyResult: R, inputs: Inputs): CalculatorModel<R> {
  return {
    ...inputs,
    errors: {},
    rowsError: null,
    result: emptyResult,
    calculated: false,
    solution: null,
    unsolved: null,
    failure: null,
    shownKey: null,
    url: null,
  };
}

/**
 * The fields the inputs show: the mode's, then the rows'. Given what they say (raw), a field with shownWhen is
 * among them only while the choices show it (it is then neither checked nor in the URL).
 */
export function fieldsOf<K extends string, R, C extends RowCellDefinition>(
  config: CalculatorConfig<K, R, C>,
  inputs: Pick<Inputs, 'modeId' | 'rowCount'> & { raw?: RawValues<string> },
): FieldDefinition<string>[] {
  const mode = config.modes?.find((candidate) => candidate.id === inputs.modeId);
  const fields = fieldsOfMode(config.fields, mode);
  return [...(inputs.raw ? shownFields(fields, inputs.raw) : fields), ...rowFields(config.rowList, inputs.rowCount)];
}

/** Every field any mode may show, each once, with the rows': the URL and the draft speak of all of them. */
export function allInputFields<K extends string, R, C extends RowCellDefinition>(
  config: CalculatorConfig<K, R, C>,
  rowCount: number,
) {
  return [...allFieldsOf(config.fields, config.modes), ...rowFields(config.rowList, rowCount)];
}

/** What a calculation was made from: the mode and what its fields say (10k and 10000 say the same). */
export function inputsKeyOf<K extends string, R, C extends RowCellDefinition>(
  config: CalculatorConfig<K, R, C>,
  inputs: Inputs,
): string {
  return `${inputs.modeId}\u0001${inputsKey(fieldsOf(config, inputs), inputs.raw, inputs.decimal)}`;
}

/** The fields no longer say what the shown results were computed from (until the next Calculate). */
export function isStale<K extends string, R, C extends RowCellDefinition>(
  config: CalculatorConfig<K, R, C>,
  model: CalculatorModel<R>,
): boolean {
  return model.calculated && model.shownKey !== inputsKeyOf(config, model);
}

/** Checks the inputs and computes (or solves) them: pure, but for the console note of a failure. */
export function calculate<K extends string, R, C extends RowCellDefinition>(
  config: CalculatorConfig<K, R, C>,
  inputs: Inputs,
): Outcome<R> {
  const mode = config.modes?.find((candidate) => candidate.id === inputs.modeId);
  // Rules across fields judge only the fields present (a mode's missing input is not judged).
  const check = checkFields(
    fieldsOf(config, inputs),
    inputs.raw,
    config.validate as ((values: Values<string>) => FieldErrors<string>) | undefined,
    inputs.decimal,
  );
  if (check.status !== 'valid') return { kind: check.status, errors: check.errors };
  const rows = rowValuesOf(config.rowList, inputs.rowCount, inputs.raw, check.values);
  const rowsError = config.rowList?.validate?.(rows) ?? null;
  if (rowsError) return { kind: 'invalid', errors: {}, rowsError };
  try {
    if (mode) {
      const solved = solveMode(mode, check.values);
      if (!solved.ok) return { kind: 'unsolved', reason: solved.reason };
      return { kind: 'shown', result: solved.value.result, solution: { figures: solved.value.figures, note: solved.value.note } };
    }
    // The rows only for a calculator with a row list (RowsArgument: its compute alone takes them).
    const compute = config.compute as (values: Values<K>, ...rows: [RowValues<C>[]] | []) => R;
    const result = config.rowList ? compute(check.values as Values<K>, rows) : compute(check.values as Values<K>);
    return { kind: 'shown', result, solution: null };
  } catch (error) {
    console.error(error);
    return { kind: 'failed' };
  }
}

/** The results back to none (before any calculation). */
function cleared<R>(model: CalculatorModel<R>, emptyResult: R): CalculatorModel<R> {
  return { ...model, result: emptyResult, solution: null, calculated: false };
}

export function calculatorReducer<K extends string, R, C extends RowCellDefinition>(config: CalculatorConfig<K, R, C>) {
  return function reduce(model: CalculatorModel<R>, action: CalculatorAction<R>): CalculatorModel<R> {
    switch (action.type) {
      case 'fieldChanged': {
        // The field's message goes once the visitor edits it; it comes back on the next Calculate if still wrong.
        const errors = model.errors[action.name] ? { ...model.errors, [action.name]: undefined } : model.errors;
        return { ...model, raw: { ...model.raw, [action.name]: action.text }, errors };
      }
      case 'modeChosen':
        return { ...model, modeId: action.modeId, errors: {}, unsolved: null };
      case 'decimalMarkChanged': {
        if (action.decimal === model.decimal) return model;
        // The same numbers in the new mark, so nothing typed changes meaning (the shown results stay current).
        const fields = allInputFields(config, model.rowCount);
        return {
          ...model,
          raw: withFieldsDecimalMark(fields, model.raw, model.decimal, action.decimal),
          decimal: action.decimal,
        };
      }
      case 'rowAdded': {
        const list = config.rowList;
        if (!list || model.rowCount >= (list.maxRows ?? Number.POSITIVE_INFINITY)) return model;
        const raw = { ...model.raw };
        for (const field of rowFields(list, model.rowCount + 1).slice(model.rowCount * list.cells.length)) raw[field.name] = '';
        return { ...model, raw, rowCount: model.rowCount + 1 };
      }
      case 'rowRemoved': {
        const list = config.rowList;
        if (!list || model.rowCount <= list.minRows || action.row < 1 || action.row > model.rowCount) return model;
        // The messages of the rows that move would point at the wrong row: they come back on the next Calculate.
        const errors = Object.fromEntries(Object.entries(model.errors).filter(([name]) => !name.includes('.')));
        return {
          ...model,
          raw: withoutRow(list, model.raw, model.rowCount, action.row),
          rowCount: model.rowCount - 1,
          errors,
          rowsError: null,
        };
      }
      case 'calculated':
        return applyOutcome(config, model, action.inputs, action.outcome);
    }
  };
}

function applyOutcome<K extends string, R, C extends RowCellDefinition>(
  config: CalculatorConfig<K, R, C>,
  model: CalculatorModel<R>,
  inputs: Inputs,
  outcome: Outcome<R>,
): CalculatorModel<R> {
  const checked = { ...model, errors: 'errors' in outcome ? outcome.errors : {}, rowsError: null, unsolved: null };
  switch (outcome.kind) {
    case 'incomplete':
    case 'invalid': {
      // An empty field resets the results (SIP keeps them), and their URL goes with them. A value out of bounds
      // computes nothing: the results on screen, and so their URL, stay as they were.
      const next =
        outcome.kind === 'incomplete' && config.whenIncomplete !== 'keep' ? cleared(checked, config.emptyResult) : checked;
      const rowsError = outcome.kind === 'invalid' ? (outcome.rowsError ?? null) : null;
      return { ...next, rowsError, url: next.calculated ? model.url : { shown: null } };
    }
    case 'unsolved':
      // Nothing was found: no results to show, and the reason says what would work.
      return { ...cleared(checked, config.emptyResult), unsolved: outcome.reason, url: { shown: null } };
    case 'failed':
      return { ...checked, failure: FAILURE_MESSAGE };
    case 'shown':
      return {
        ...checked,
        result: outcome.result,
        solution: outcome.solution,
        calculated: true,
        shownKey: inputsKeyOf(config, inputs),
        failure: null,
        url: { shown: inputs },
      };
  }
}
