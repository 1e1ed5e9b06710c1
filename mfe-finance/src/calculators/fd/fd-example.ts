/*
 * The FD Calculator's worked example for its explanation, every figure computed by the calculator's own maths so the
 * text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its results are
 * empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { compoundingWords } from '../../finance-library/compounding';
import { calculateFd, type FdInputs } from './fd';
import type { ExampleFormat } from '../../explanations/example-format';

/** The example: 1,00,000 at 7 % for 5 years, compounded quarterly (1,41,477.82). */
export const FD_EXAMPLE_INPUTS: FdInputs = { depositAmount: 100000, annualRate: 7, tenure: 5, compounding: 4 };

/** The worked example, every figure from calculateFd, the function the calculator runs. */
export function fdExample(inputs: FdInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateFd(inputs);
  // The same deposit compounded once a year, to show what the bank's more frequent compounding adds.
  const yearly = calculateFd({ ...inputs, compounding: 1 });
  const first = result.rows[0];
  const years = `${inputs.tenure} ${inputs.tenure === 1 ? 'year' : 'years'}`;
  return {
    description: `${f.money(inputs.depositAmount)} deposited for ${years} at ${inputs.annualRate}% a year, compounded ${compoundingWords(inputs.compounding)}.`,
    rows: [
      ...(first ? [{ label: 'Interest earned in year 1', value: f.money(first.interestEarned) }] : []),
      { label: 'Total interest', value: f.money(result.totalInterest) },
      { label: `Maturity amount after ${years}`, value: f.money(result.maturityAmount), emphasis: true },
      { label: 'Effective annual yield', value: f.percent(result.effectiveAnnualRate) },
      ...(inputs.compounding !== 1
        ? [{ label: 'The same deposit compounded yearly', value: f.money(yearly.maturityAmount) }]
        : []),
    ],
  };
}
