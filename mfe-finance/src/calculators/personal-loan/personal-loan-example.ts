/*
 * The Personal Loan Calculator's worked example for its explanation, every figure computed by the calculator's own
 * maths so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while
 * its results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculatePersonalLoan, type PersonalLoanInputs } from './personal-loan';
import type { ExampleFormat } from '../../explanations/example-format';

/** The example. */
export const PERSONAL_LOAN_EXAMPLE_INPUTS: PersonalLoanInputs = {
  loanAmount: 500000,
  annualRate: 11,
  tenureMonths: 36,
  processingFee: 2,
};

/** The worked example, every figure from calculatePersonalLoan, the function the calculator runs. */
export function personalLoanExample(inputs: PersonalLoanInputs, f: ExampleFormat): ExplanationExample {
  const r = calculatePersonalLoan(inputs);
  return {
    description: `A personal loan of ${f.money(inputs.loanAmount)} at ${inputs.annualRate}% a year for ${inputs.tenureMonths} months, with a processing fee of ${inputs.processingFee}%.`,
    rows: [
      { label: 'EMI', value: f.money(r.emi), emphasis: true },
      { label: `Processing fee, ${inputs.processingFee}% of the loan`, value: f.money(r.fee) },
      { label: 'GST on the fee', value: f.money(r.gst) },
      { label: 'Amount in hand', value: f.money(r.amountInHand) },
      { label: 'APR: the rate at which the EMIs repay the amount in hand', value: f.percent(r.apr), emphasis: true },
      { label: 'Effective annual rate', value: f.percent(r.effectiveRate) },
      { label: 'Total interest', value: f.money(r.totalInterest) },
      { label: 'Total cost: interest and fee', value: f.money(r.totalCost) },
    ],
  };
}
