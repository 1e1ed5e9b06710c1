/*
 * The state of one calculator and every way it changes, as named actions on a pure reducer (tested without
 * React). The hook (use-calculator.ts) adds what is not pure: the URL, the draft, the currency.
 */
import type { MoneyText, RowCellDefinition, Solution } from './definition';
import type { DecimalMark } from '../format/number-text';
import type { Scenario } from './calculator-state';
import { withFieldsDecimalMark, type FieldErrors } from './fields';
import { rowFields, withoutRow } from './rows/rows';
import {
  allInputFields,
  inputsKeyOf,
  FAILURE_MESSAGE,
  type CalculatorConfig,
  type Inputs,
  type Outcome,
} from './calculator-inputs';

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
  /** The inputs the shown results were computed from (null while none are shown). */
  shownInputs: Inputs | null;
  /** Scenario A of a comparison: the results kept by Compare, which the shown results (B) are set beside. */
  scenarioA: Scenario<R> | null;
  /**
   * What the URL must now say (the inputs of the shown results, or none, and scenario A's): a new object each time
   * it must be written.
   */
  url: { shown: Inputs | null; scenarioA: Inputs | null } | null;
}

export type CalculatorAction<R> =
  | { type: 'fieldChanged'; name: string; text: string }
  | { type: 'modeChosen'; modeId: string }
  /** The shown currency's locale writes numbers with this decimal mark now: the fields' texts are rewritten in it. */
  | { type: 'decimalMarkChanged'; decimal: DecimalMark }
  | { type: 'rowAdded' }
  /** Every field replaced at once (the worked example): what was typed goes, with its messages. */
  | { type: 'inputsFilled'; inputs: Inputs }
  | { type: 'rowRemoved'; row: number }
  | { type: 'calculated'; inputs: Inputs; outcome: Outcome<R> }
  /** Compare: the shown results become scenario A (only while they are current). */
  | { type: 'comparisonStarted' }
  | { type: 'comparisonCleared' }
  /** A shared link's scenario A, calculated on arrival (kept only if it shows results). */
  | { type: 'scenarioALinked'; inputs: Inputs; outcome: Outcome<R> };

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
    shownInputs: null,
    scenarioA: null,
    url: null,
  };
}

/** The fields no longer say what the shown results were computed from (until the next Calculate). */
export function isStale<K extends string, R, C extends RowCellDefinition>(
  config: CalculatorConfig<K, R, C>,
  model: CalculatorModel<R>,
): boolean {
  return model.calculated && model.shownKey !== inputsKeyOf(config, model);
}

/** The results back to none (before any calculation). */
function cleared<R>(model: CalculatorModel<R>, emptyResult: R): CalculatorModel<R> {
  return { ...model, result: emptyResult, solution: null, calculated: false, shownInputs: null };
}

/** The URL's next words: the shown results' inputs and scenario A's. */
function urlOf<R>(model: Pick<CalculatorModel<R>, 'shownInputs' | 'scenarioA'>): CalculatorModel<R>['url'] {
  return { shown: model.shownInputs, scenarioA: model.scenarioA?.inputs ?? null };
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
      case 'inputsFilled':
        return { ...model, ...action.inputs, errors: {}, rowsError: null, unsolved: null };
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
      case 'comparisonStarted': {
        if (!model.calculated || !model.shownInputs || isStale(config, model)) return model;
        const scenarioA = { inputs: model.shownInputs, result: model.result, solution: model.solution };
        return { ...model, scenarioA, url: urlOf({ ...model, scenarioA }) };
      }
      case 'comparisonCleared':
        return model.scenarioA ? { ...model, scenarioA: null, url: urlOf({ ...model, scenarioA: null }) } : model;
      case 'scenarioALinked': {
        if (action.outcome.kind !== 'shown') return model;
        const { result, solution } = action.outcome;
        return { ...model, scenarioA: { inputs: action.inputs, result, solution } };
      }
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
      return { ...next, rowsError, url: next.calculated ? model.url : urlOf(next) };
    }
    case 'unsolved': {
      // Nothing was found: no results to show, and the reason says what would work.
      const next = { ...cleared(checked, config.emptyResult), unsolved: outcome.reason };
      return { ...next, url: urlOf(next) };
    }
    case 'failed':
      return { ...checked, failure: FAILURE_MESSAGE };
    case 'shown':
      return {
        ...checked,
        result: outcome.result,
        solution: outcome.solution,
        calculated: true,
        shownKey: inputsKeyOf(config, inputs),
        shownInputs: inputs,
        failure: null,
        url: urlOf({ shownInputs: inputs, scenarioA: model.scenarioA }),
      };
  }
}
