/*
 * The CAGR Calculator's worked example for its explanation, every figure computed by the calculator's own maths so the
 * text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its results are
 * empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateCagr, type CagrInputs } from './cagr';
import type { ExampleFormat } from '../../explanations/example-format';

export const CAGR_EXAMPLE_INPUTS: CagrInputs = { initialValue: 10000, finalValue: 20000, duration: 5 };

/** The worked example, every figure from calculateCagr, the function the calculator runs. */
export function cagrExample(inputs: CagrInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateCagr(inputs);
  const { rows } = result;
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    description: `An investment that grew from ${f.money(inputs.initialValue)} to ${f.money(inputs.finalValue)} in ${inputs.duration} years.`,
    rows: [
      { label: 'CAGR', value: f.percent(result.cagr), emphasis: true },
      ...(first ? [{ label: 'Value after year 1 at that rate', value: f.money(first.yearEndValue) }] : []),
      ...(last && last !== first
        ? [{ label: `Value after year ${last.year} at that rate`, value: f.money(last.yearEndValue) }]
        : []),
    ],
  };
}

/** Two years of +50% and then -50%: the case where an average of yearly returns misleads. */
export const UP_THEN_DOWN: CagrInputs = { initialValue: 100, finalValue: 100 * 1.5 * 0.5, duration: 2 };
