/*
 * The RD Calculator's worked example for its explanation, every figure computed by the calculator's own maths so the
 * text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its results are
 * empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateRd, type RdInputs } from './rd';
import type { ExampleFormat } from '../../explanations/example-format';

/** The Indian Banks' Association's own example of its formula: 5,000 a month for 18 months at 7.5 % (95,502.35). */
export const RD_EXAMPLE_INPUTS: RdInputs = { monthlyDeposit: 5000, annualRate: 7.5, tenure: 18 };

const monthsText = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/** The worked example, every figure from calculateRd, the function the calculator runs. */
export function rdExample(inputs: RdInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateRd(inputs);
  const n = result.months.length;
  // B_n - B_(n-1) is the first instalment's growth over all n months; B_1 is the last one's over a single month.
  const firstGrownTo = n > 0 ? result.maturityAmount - calculateRd({ ...inputs, tenure: n - 1 }).maturityAmount : 0;
  const lastGrownTo = calculateRd({ ...inputs, tenure: 1 }).maturityAmount;
  return {
    description: `${f.money(inputs.monthlyDeposit)} deposited at the start of every month for ${monthsText(inputs.tenure)} at ${inputs.annualRate}% a year, compounded quarterly.`,
    rows: [
      ...(n > 1
        ? [
            { label: `The first instalment, in for ${monthsText(n)}, grows to`, value: f.money(firstGrownTo) },
            { label: 'The last instalment, in for 1 month, grows to', value: f.money(lastGrownTo) },
          ]
        : []),
      { label: 'Total deposited', value: f.money(result.totalDeposited) },
      { label: 'Total interest', value: f.money(result.totalInterest) },
      { label: 'Maturity amount', value: f.money(result.maturityAmount), emphasis: true },
    ],
  };
}
