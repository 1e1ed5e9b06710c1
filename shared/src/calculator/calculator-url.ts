/*
 * The URL of a calculation, both ways and without React: the inputs of the shown results (their mode, fields and
 * rows), the currency their amounts are in, and a comparison's scenario A, so that a shared link shows what was on
 * screen.
 */
import type { RowCellDefinition } from './definition';
import { allInputFields, fieldsOf, type CalculatorConfig, type Inputs } from './calculator-inputs';
import { fromQueryString, modeFromQuery, SOLVE_FOR_PARAM, toQueryString } from './fields';
import { isRowKey, rowCountOf } from './rows/rows';

/** The query parameter that says which currency a shared calculation's amounts are in. */
export const CURRENCY_PARAM = 'currency';
/** The query parameter that carries a comparison's scenario A: its own query string (?scenarioA=rate%3D12…). */
export const SCENARIO_A_PARAM = 'scenarioA';

/** The query string of one calculation's inputs: its mode (when it solves for something) and its fields' values. */
export function inputsQuery<K extends string, R, C extends RowCellDefinition>(
  config: CalculatorConfig<K, R, C>,
  inputs: Inputs,
): string {
  const fields = toQueryString(fieldsOf(config, inputs), inputs.raw, inputs.decimal);
  if (!inputs.modeId) return fields;
  return [new URLSearchParams({ [SOLVE_FOR_PARAM]: inputs.modeId }).toString(), fields].filter(Boolean).join('&');
}

/** The inputs a query string describes (numbers in '.'), or null when it does not describe a complete calculation. */
export function inputsOfQuery<K extends string, R, C extends RowCellDefinition>(
  config: CalculatorConfig<K, R, C>,
  search: string,
): Inputs | null {
  const rowCount = rowCountOf(config.rowList, new URLSearchParams(search).keys());
  const raw = fromQueryString(allInputFields(config, rowCount), search);
  if (!raw) return null;
  return { raw, rowCount, modeId: modeFromQuery(config.modes, search)?.id ?? '', decimal: '.' };
}

/** A shared link's scenario A, if it carries one that describes a calculation. */
export function scenarioAOfQuery<K extends string, R, C extends RowCellDefinition>(
  config: CalculatorConfig<K, R, C>,
  search: string,
): Inputs | null {
  const scenario = new URLSearchParams(search).get(SCENARIO_A_PARAM);
  return scenario ? inputsOfQuery(config, scenario) : null;
}

/**
 * The page's query once it says exactly what is on screen: the shown results' inputs and currency (or none of them
 * once the results reset) and scenario A's inputs while a comparison lasts; any other parameter stays.
 */
export function calculationQuery<K extends string, R, C extends RowCellDefinition>(
  config: CalculatorConfig<K, R, C>,
  current: URLSearchParams,
  url: { shown: Inputs | null; scenarioA: Inputs | null },
  currency: string,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const field of allInputFields(config, 0)) next.delete(field.name);
  for (const key of [...next.keys()]) if (isRowKey(config.rowList, key)) next.delete(key);
  for (const key of [SOLVE_FOR_PARAM, CURRENCY_PARAM, SCENARIO_A_PARAM]) next.delete(key);
  if (url.shown) for (const [name, value] of new URLSearchParams(inputsQuery(config, url.shown))) next.set(name, value);
  if (url.scenarioA) next.set(SCENARIO_A_PARAM, inputsQuery(config, url.scenarioA));
  if (url.shown || url.scenarioA) next.set(CURRENCY_PARAM, currency);
  return next;
}
