/*
 * What a calculation is made from (the inputs, the fields they show) and what Calculate comes to, as pure
 * functions of a definition's config: the reducer (calculator-reducer.ts) applies the outcome.
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
import type { Inputs } from './calculator-state';
import { allFieldsOf, checkFields, fieldsOfMode, inputsKey, type FieldErrors, type RawValues } from './fields';
import { rowFields, rowValuesOf } from './rows/rows';
import { shownFields } from './shown-when';

export type { Inputs };

/** What the reducer needs of a definition. */
export interface CalculatorConfig<K extends string, R, C extends RowCellDefinition = never> extends Pick<
  CalculatorDefinition<K, R, unknown, C>,
  'fields' | 'compute' | 'validate' | 'emptyResult' | 'whenIncomplete'
> {
  modes?: readonly AnySolveMode<K, R>[];
  rowList?: RowListDefinition<C>;
}

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

/**
 * The fields the inputs show: the mode's, then the rows'. Given what they say (raw), a field with shownWhen is
 * among them only while the choices show it (it is then neither checked nor in the URL).
 */
export function fieldsOf<K extends string, R, C extends RowCellDefinition>(
  config: Pick<CalculatorConfig<K, R, C>, 'fields' | 'modes' | 'rowList'>,
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
