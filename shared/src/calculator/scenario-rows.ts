/*
 * A comparison's table, without React: each input that differs between scenario A and B, then each result of
 * either with B's difference from A in words (amount and %), so a screen reader and a CSV say what colours would.
 */
import type { FieldDefinition, ResultItem, RowCellDefinition, ValueFormat } from './definition';
import { fieldsOf, type CalculatorConfig } from './calculator-inputs';
import type { Scenario } from './calculator-state';
import { plainValue } from './fields';
import { formatValue } from './format-value';
import { resultItemsWith } from './solve-for';

/** What a comparison reads of a calculator's definition. */
export interface ScenarioSource<R> extends Pick<CalculatorConfig<string, R, RowCellDefinition>, 'fields' | 'modes' | 'rowList'> {
  id: string;
  results: ResultItem<R>[];
  normalModeLabel?: string;
}

export interface ScenarioRow {
  /** An input's label, "Solve for", or a result's label (without its colon). */
  label: string;
  kind: 'input' | 'result';
  a: string;
  b: string;
  /** B against A in words ("₹1,000.00 more (+5.00%)", "The same"); empty for inputs. */
  difference: string;
}

/** Shown where a scenario has no such input or result (a field its mode does not show). */
export const NOT_IN_SCENARIO = '—';
export const SAME_IN_BOTH = 'The same';

const FIELD_FORMATS: Partial<Record<FieldDefinition['kind'], ValueFormat>> = {
  currency: 'currency',
  percent: 'percent',
  years: 'number',
  age: 'number',
  number: 'number',
};

/** What a field says in a scenario, as the page would write it (a choice by its option's label). */
function inputText(field: FieldDefinition, scenario: Scenario<unknown>, currency: string): string | null {
  const plain = plainValue(field, scenario.inputs.raw[field.name] ?? '', scenario.inputs.decimal);
  if (field.kind === 'choice') {
    const options = field.options ?? [];
    const chosen = plain === null ? options[0] : options.find((option) => String(option.value) === plain);
    return chosen?.label ?? null;
  }
  if (plain === null) return null;
  if (field.kind === 'date') return plain;
  const value = Number(plain);
  return field.kind === 'years' || field.kind === 'age'
    ? String(value)
    : formatValue(value, FIELD_FORMATS[field.kind] ?? 'number', currency);
}

/** B's difference from A in words: how much more or less, and by what share of A (percentage points for rates). */
export function differenceInWords(
  a: number | string | null,
  b: number | string | null,
  format: ValueFormat,
  currency: string,
): string {
  if (typeof a !== 'number' || typeof b !== 'number' || !Number.isFinite(a) || !Number.isFinite(b))
    return a === b ? SAME_IN_BOTH : '';
  const difference = Math.round((b - a) * 100) / 100;
  if (difference === 0) return SAME_IN_BOTH;
  const direction = difference > 0 ? 'more' : 'less';
  const size = Math.abs(difference);
  if (format === 'percent') return `${formatValue(size, 'number', currency)} percentage points ${direction}`;
  const amount =
    format === 'years'
      ? formatValue(size, 'years', currency)
      : formatValue(size, format === 'text' ? 'number' : format, currency);
  if (a === 0) return `${amount} ${direction}`;
  const share = (difference / Math.abs(a)) * 100;
  return `${amount} ${direction} (${share > 0 ? '+' : '−'}${formatValue(Math.abs(share), 'percent', currency)})`;
}

function itemValue<R>(item: ResultItem<R> | undefined, result: R): number | string | null {
  if (!item || (item.shown && !item.shown(result))) return null;
  return item.value(result);
}

/**
 * The rows of a comparison: the mode when the two solve for different things, each input whose value differs (in
 * the fields either scenario shows), then every result either shows, B's order first.
 */
export function scenarioRows<R>(
  config: ScenarioSource<R>,
  pair: { a: Scenario<R>; b: Scenario<R> },
  currency: string,
  modeLabel: (modeId: string) => string,
): ScenarioRow[] {
  const { a, b } = pair;
  const rows: ScenarioRow[] = [];
  if (a.inputs.modeId !== b.inputs.modeId)
    rows.push({
      label: 'Solve for',
      kind: 'input',
      a: modeLabel(a.inputs.modeId),
      b: modeLabel(b.inputs.modeId),
      difference: '',
    });
  const fieldsA = fieldsOf(config, a.inputs);
  const fieldsB = fieldsOf(config, b.inputs);
  const names = [...new Set([...fieldsB, ...fieldsA].map((field) => field.name))];
  for (const name of names) {
    const inA = fieldsA.find((field) => field.name === name);
    const inB = fieldsB.find((field) => field.name === name);
    const field = (inB ?? inA) as FieldDefinition;
    const textA = inA ? inputText(inA, a as Scenario<unknown>, currency) : null;
    const textB = inB ? inputText(inB, b as Scenario<unknown>, currency) : null;
    if (textA === textB) continue;
    rows.push({ label: field.label, kind: 'input', a: textA ?? NOT_IN_SCENARIO, b: textB ?? NOT_IN_SCENARIO, difference: '' });
  }
  const itemsA = resultItemsWith(a.solution, config.results);
  const itemsB = resultItemsWith(b.solution, config.results);
  const labels = [...new Set([...itemsB, ...itemsA].map((item) => item.label))];
  for (const label of labels) {
    const itemA = itemsA.find((item) => item.label === label);
    const itemB = itemsB.find((item) => item.label === label);
    const format = (itemB ?? itemA)?.format ?? 'text';
    const valueA = itemValue(itemA, a.result);
    const valueB = itemValue(itemB, b.result);
    if (valueA === null && valueB === null) continue;
    rows.push({
      label: label.replace(/:$/, ''),
      kind: 'result',
      a: valueA === null ? NOT_IN_SCENARIO : formatValue(valueA, format, currency),
      b: valueB === null ? NOT_IN_SCENARIO : formatValue(valueB, format, currency),
      difference: differenceInWords(valueA, valueB, format, currency),
    });
  }
  return rows;
}
