/*
 * The PPF Calculator's worked example for its explanation, every figure computed by the calculator's own maths so the
 * text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its results are
 * empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculatePpf, type PpfInputs } from './ppf';
import { PPF_RULES } from './ppf-rules';
import type { ExampleFormat } from '../../explanations/example-format';

/** The most the scheme allows, for its 15 years, at its current rate (40,68,209.22). */
export const PPF_EXAMPLE_INPUTS: PpfInputs = {
  yearlyInvestment: PPF_RULES.maxYearlyDeposit,
  annualRate: PPF_RULES.interestRate,
  timePeriod: PPF_RULES.maturityYears,
};

/** The worked example, every figure from calculatePpf, the function the calculator runs. */
export function ppfExample(inputs: PpfInputs, f: ExampleFormat): ExplanationExample {
  const result = calculatePpf(inputs);
  const first = result.rows[0];
  const last = result.rows.at(-1);
  return {
    description: `${f.money(inputs.yearlyInvestment)} deposited at the start of each financial year for ${inputs.timePeriod} years at ${inputs.annualRate}% a year.`,
    rows: [
      ...(first ? [{ label: 'Interest earned in year 1', value: f.money(first.interestEarned) }] : []),
      ...(last && last !== first ? [{ label: `Interest earned in year ${last.year}`, value: f.money(last.interestEarned) }] : []),
      { label: 'Total invested', value: f.money(result.totalInvested) },
      { label: 'Total interest', value: f.money(result.totalInterest) },
      { label: `Maturity amount after ${inputs.timePeriod} years`, value: f.money(result.maturityAmount), emphasis: true },
    ],
  };
}
