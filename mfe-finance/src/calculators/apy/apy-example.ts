/*
 * The Atal Pension Yojana Calculator's worked example for its explanation, every figure computed by the calculator's
 * own maths so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example
 * while its results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateApy, type ApyInputs } from './apy';
import type { ExampleFormat } from '../../explanations/example-format';

/** Joining at 18 for the largest pension: the chart's first anchor. */
export const APY_EXAMPLE_INPUTS: ApyInputs = { joiningAge: 18, monthlyPension: 5000 };

/** The worked example, every figure from calculateApy, the function the calculator runs. */
export function apyExample(inputs: ApyInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateApy(inputs);
  return {
    description: `Joining at ${inputs.joiningAge} for a pension of ${f.money(inputs.monthlyPension)} a month from 60.`,
    rows: [
      { label: 'Monthly contribution (from the chart)', value: f.money(result.monthlyContribution) },
      { label: 'Years of contribution', value: `${result.years} years (${result.years * 12} months)` },
      { label: 'Total contribution', value: f.money(result.totalContribution), emphasis: true },
      { label: 'Pension a month from 60', value: f.money(result.monthlyPension) },
      { label: 'Corpus returned to the nominee', value: f.money(result.corpusToNominee) },
    ],
  };
}
