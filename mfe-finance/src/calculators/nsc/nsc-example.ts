/*
 * The NSC Calculator's worked example for its explanation, every figure computed by the calculator's own maths so the
 * text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its results are
 * empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateNsc, type NscInputs } from './nsc';
import { NSC_RULES } from './nsc-rules';
import type { ExampleFormat } from '../../explanations/example-format';

/** The example. */
export const NSC_EXAMPLE_INPUTS: NscInputs = { amountInvested: 10000, interestRate: NSC_RULES.interestRate };

/** The worked example, every figure from calculateNsc, the function the calculator runs. */
export function nscExample(inputs: NscInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateNsc(inputs);
  return {
    description: `${f.money(inputs.amountInvested)} in a National Savings Certificate at ${inputs.interestRate}% a year, compounded yearly for ${NSC_RULES.tenureYears} years.`,
    rows: [
      ...result.rows.map((row) => ({
        label: `Interest in year ${row.year}${row.deductibleUnder80C > 0 ? ' (reinvested, 80C)' : ''}`,
        value: f.money(row.interestEarned),
      })),
      { label: 'Total interest', value: f.money(result.totalInterest) },
      { label: `Maturity amount after ${NSC_RULES.tenureYears} years`, value: f.money(result.maturityAmount), emphasis: true },
    ],
  };
}
