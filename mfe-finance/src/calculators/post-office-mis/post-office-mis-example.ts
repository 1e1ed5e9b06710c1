/*
 * The Post Office Monthly Income Scheme Calculator's worked example for its explanation, every figure computed by the
 * calculator's own maths so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap
 * example while its results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculatePostOfficeMis, POMIS_ACCOUNT, type PostOfficeMisInputs } from './post-office-mis';
import { POMIS_RULES } from './post-office-mis-rules';
import type { ExampleFormat } from '../../explanations/example-format';

/** The example: a single account's most, at the current rate. */
export const POST_OFFICE_MIS_EXAMPLE_INPUTS: PostOfficeMisInputs = {
  deposit: 900000,
  interestRate: POMIS_RULES.interestRate,
  accountType: POMIS_ACCOUNT.single,
};

/** The worked example, every figure from calculatePostOfficeMis, the function the calculator runs. */
export function postOfficeMisExample(inputs: PostOfficeMisInputs, f: ExampleFormat): ExplanationExample {
  const result = calculatePostOfficeMis(inputs);
  return {
    description: `${f.money(inputs.deposit)} in the Post Office Monthly Income Scheme at ${inputs.interestRate}% a year, paid every month for ${result.years} years.`,
    rows: [
      { label: 'Interest each month', value: f.money(result.payout), emphasis: true },
      { label: 'Interest each year', value: f.money(result.yearlyInterest) },
      { label: `Interest over ${result.years} years (${result.periods.length} months)`, value: f.money(result.totalInterest) },
      { label: 'Deposit back at maturity', value: f.money(result.deposit) },
    ],
  };
}
