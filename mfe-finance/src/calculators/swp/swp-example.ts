/*
 * The SWP Calculator's worked example for its explanation, every figure computed by the calculator's own maths so the
 * text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its results are
 * empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateSwp, type SwpInputs } from './swp';
import type { ExampleFormat } from '../../explanations/example-format';

export const SWP_EXAMPLE_INPUTS: SwpInputs = {
  initialInvestment: 1000000,
  annualRate: 8,
  duration: 10,
  withdrawalAmount: 8000,
  yearlyStepUp: 5,
  inflationRate: 6,
};

/** The worked example, every figure from calculateSwp, the function the calculator runs. */
export function swpExample(inputs: SwpInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateSwp(inputs);
  const { rows } = result;
  const first = rows[0];
  const last = rows[rows.length - 1];
  const interest = rows.reduce((sum, row) => sum + row.interestEarned, 0);
  const stepUp = inputs.yearlyStepUp ? `, raised by ${inputs.yearlyStepUp}% every year` : '';
  const outcome =
    result.endingBalance > 0
      ? { label: `Balance left after ${inputs.duration} years`, value: f.money(result.endingBalance), emphasis: true }
      : { label: 'The money runs out in', value: `year ${rows.length}`, emphasis: true };
  return {
    description: `${f.money(inputs.initialInvestment)} invested at ${inputs.annualRate}% a year for ${inputs.duration} years, withdrawing ${f.money(inputs.withdrawalAmount)} a month${stepUp}.`,
    rows: [
      ...(first ? [{ label: 'Withdrawn in year 1', value: f.money(first.totalWithdrawals) }] : []),
      ...(last && last !== first ? [{ label: `Withdrawn in year ${last.year}`, value: f.money(last.totalWithdrawals) }] : []),
      { label: 'Total withdrawn', value: f.money(result.totalWithdrawals) },
      ...(result.today
        ? [
            {
              label: `Total withdrawn in today’s money, at ${result.today.inflationRate}% inflation`,
              value: f.money(result.today.totalWithdrawals),
            },
          ]
        : []),
      { label: 'Interest credited', value: f.money(interest) },
      outcome,
      ...(result.today && result.endingBalance > 0
        ? [{ label: 'Balance left in today’s money', value: f.money(result.today.endingBalance) }]
        : []),
    ],
  };
}
