/*
 * The Lump Sum Calculator's worked example for its explanation, every figure computed by the calculator's own maths so
 * the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its results
 * are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateLumpSum, type LumpSumInputs } from './lump-sum';
import type { ExampleFormat } from '../../explanations/example-format';

export const LUMP_SUM_EXAMPLE_INPUTS: LumpSumInputs = { amount: 100000, annualRate: 10, duration: 5, inflationRate: 6 };

/** The worked example, every figure from calculateLumpSum, the function the calculator runs. */
export function lumpSumExample(inputs: LumpSumInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateLumpSum(inputs);
  const { rows } = result;
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    description: `${f.money(inputs.amount)} invested once at ${inputs.annualRate}% a year for ${inputs.duration} years.`,
    rows: [
      ...(first ? [{ label: 'Interest earned in year 1', value: f.money(first.interestEarned) }] : []),
      ...(last && last !== first ? [{ label: `Interest earned in year ${last.year}`, value: f.money(last.interestEarned) }] : []),
      { label: 'Total interest', value: f.money(result.maturityAmount - result.totalDeposit) },
      { label: `Value after ${inputs.duration} years`, value: f.money(result.maturityAmount), emphasis: true },
      ...(result.today
        ? [
            {
              label: `The same in today’s money, at ${result.today.inflationRate}% inflation`,
              value: f.money(result.today.maturityAmount),
            },
          ]
        : []),
    ],
  };
}
