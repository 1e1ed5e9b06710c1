/*
 * The Senior Citizens Savings Scheme Calculator's worked example for its explanation, every figure computed by the
 * calculator's own maths so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap
 * example while its results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateScss, SCSS_PERIOD, type ScssInputs } from './scss';
import { SCSS_RULES } from './scss-rules';
import type { ExampleFormat } from '../../explanations/example-format';

/** The example: the scheme's most, at the current rate, for the 5-year term. */
export const SCSS_EXAMPLE_INPUTS: ScssInputs = {
  deposit: 3000000,
  interestRate: SCSS_RULES.interestRate,
  period: SCSS_PERIOD.term,
};

/** The worked example, every figure from calculateScss, the function the calculator runs. */
export function scssExample(inputs: ScssInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateScss(inputs);
  return {
    description: `${f.money(inputs.deposit)} in the Senior Citizens Savings Scheme at ${inputs.interestRate}% a year, paid every quarter for ${result.years} years.`,
    rows: [
      { label: 'Interest each quarter', value: f.money(result.payout), emphasis: true },
      { label: 'Interest each year', value: f.money(result.yearlyInterest) },
      { label: `Interest over ${result.years} years`, value: f.money(result.totalInterest) },
      { label: 'Deposit back at maturity', value: f.money(result.deposit) },
      { label: 'Deduction under 80C in the year of deposit', value: f.money(result.deduction80C) },
      { label: `TDS a year (${SCSS_RULES.tdsRate}%, without Form 15H)`, value: f.money(result.yearlyTds) },
    ],
  };
}
