/*
 * The EPF Calculator's worked example for its explanation, every figure computed by the calculator's own maths so the
 * text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its results are
 * empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateEpf, employerSplit, type EpfInputs } from './epf';
import type { ExampleFormat } from '../../explanations/example-format';

/** The example: ₹50,000 a month from 30 to 58. */
export const EPF_EXAMPLE_INPUTS: EpfInputs = {
  monthlyBasic: 50000,
  currentAge: 30,
  retirementAge: 58,
  salaryIncrease: 5,
  employeeContribution: 12,
  currentBalance: 0,
  interestRate: 8.25,
};

/** The worked example, every figure from calculateEpf, the function the calculator runs. */
export function epfExample(inputs: EpfInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateEpf(inputs);
  const first = result.rows[0];
  const { eps, epf } = employerSplit(inputs.monthlyBasic);
  return {
    description: `Basic + DA of ${f.money(inputs.monthlyBasic)} a month at age ${inputs.currentAge}, rising ${inputs.salaryIncrease}% a year, until retirement at ${inputs.retirementAge}; you pay ${inputs.employeeContribution}%, EPF earns ${inputs.interestRate}% a year.`,
    rows: [
      { label: 'Your contribution a month in the first year', value: f.money(first.employeeContributions / 12) },
      { label: `Employer’s 12% less ${f.money(eps)} to EPS, a month`, value: f.money(epf) },
      { label: 'Interest in the first year', value: f.money(first.interest) },
      { label: 'Balance after the first year', value: f.money(first.closingBalance) },
      { label: `Your contributions over ${result.years} years`, value: f.money(result.employeeContributions) },
      { label: 'Employer’s contributions', value: f.money(result.employerContributions) },
      { label: 'Total interest', value: f.money(result.totalInterest) },
      { label: `Corpus at ${inputs.retirementAge}`, value: f.money(result.corpus), emphasis: true },
    ],
  };
}
