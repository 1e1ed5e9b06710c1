/*
 * The Sukanya Samriddhi Yojana Calculator's worked example for its explanation, every figure computed by the
 * calculator's own maths so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap
 * example while its results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateSsy, type SsyInputs } from './ssy';
import { SSY_RULES } from './ssy-rules';
import type { ExampleFormat } from '../../explanations/example-format';

/** The example: the most a year, for a girl of 5. */
export const SSY_EXAMPLE_INPUTS: SsyInputs = { yearlyInvestment: 150000, girlAge: 5, interestRate: SSY_RULES.interestRate };

/** The worked example, every figure from calculateSsy, the function the calculator runs. */
export function ssyExample(inputs: SsyInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateSsy(inputs);
  const { depositYears, maturityYears } = SSY_RULES;
  const lastDeposit = result.rows[depositYears - 1];
  return {
    description: `${f.money(inputs.yearlyInvestment)} at the start of each of the first ${depositYears} years of an account opened for a girl of ${inputs.girlAge}, at ${inputs.interestRate}% a year.`,
    rows: [
      { label: 'Interest in the first year', value: f.money(result.rows[0].interestEarned) },
      { label: `Balance after ${depositYears} years (the last deposit)`, value: f.money(lastDeposit.endOfYearBalance) },
      { label: 'Total invested', value: f.money(result.totalInvested) },
      { label: 'Total interest', value: f.money(result.totalInterest) },
      {
        label: `Maturity amount after ${maturityYears} years, at age ${result.maturityAge}`,
        value: f.money(result.maturityAmount),
        emphasis: true,
      },
    ],
  };
}
