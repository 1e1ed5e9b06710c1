/*
 * The Loan Calculator's worked example for its explanation, every figure computed by the calculator's own maths so the
 * text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its results are
 * empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateLoan, type LoanInputs } from './loan';
import { calculateLoanWithPrepayments, PREPAYMENT_EFFECT } from './loan-prepayment';
import type { ExampleFormat } from '../../explanations/example-format';

export const LOAN_EXAMPLE_INPUTS: LoanInputs = { loanAmount: 500000, annualRate: 9, tenure: 20 };
/** The example's prepayment: one amount, paid after the EMI of this month. */
export const LOAN_EXAMPLE_PREPAYMENT = { oneTimePrepayment: 100000, oneTimeMonth: 24 };

const monthsText = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/** The worked example, every figure from calculateLoan, the function the calculator runs. */
export function loanExample(inputs: LoanInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateLoan(inputs);
  const first = result.rows[0];
  // The same loan over half the tenure, to show why a shorter tenure costs less interest.
  const shorterTenure = Math.floor(inputs.tenure / 2);
  const shorter = shorterTenure >= 1 ? calculateLoan({ ...inputs, tenure: shorterTenure }) : null;
  // The same loan with one prepayment, both ways, from the function the calculator runs.
  const { oneTimePrepayment: amount, oneTimeMonth: month } = LOAN_EXAMPLE_PREPAYMENT;
  const prepaying = month <= inputs.tenure * 12;
  const sameEmi = calculateLoanWithPrepayments({ ...inputs, ...LOAN_EXAMPLE_PREPAYMENT });
  const lowerEmi = calculateLoanWithPrepayments({
    ...inputs,
    ...LOAN_EXAMPLE_PREPAYMENT,
    prepaymentEffect: PREPAYMENT_EFFECT.lowerEmi,
  });
  return {
    description:
      `A loan of ${f.money(inputs.loanAmount)} at ${inputs.annualRate}% a year, repaid monthly over ${inputs.tenure} years` +
      (prepaying ? `; then the same loan with ${f.money(amount)} prepaid once, after EMI ${month}.` : '.'),
    rows: [
      { label: 'EMI', value: f.money(result.emi), emphasis: true },
      ...(first
        ? [
            { label: 'Interest paid in year 1', value: f.money(first.interestPaid) },
            { label: 'Principal repaid in year 1', value: f.money(first.principalPaid) },
          ]
        : []),
      { label: 'Total interest', value: f.money(result.totalInterest) },
      { label: 'Total payment', value: f.money(result.totalPayment) },
      ...(shorter
        ? [
            { label: `Over ${shorterTenure} years instead: EMI`, value: f.money(shorter.emi) },
            { label: `Over ${shorterTenure} years instead: total interest`, value: f.money(shorter.totalInterest) },
          ]
        : []),
      ...(prepaying
        ? [
            { label: 'With the prepayment, same EMI: interest saved', value: f.money(sameEmi.interestSaved) },
            { label: 'With the prepayment, same EMI: months saved', value: monthsText(sameEmi.monthsSaved) },
            { label: `With the prepayment, lower EMI: EMI from month ${month + 1}`, value: f.money(lowerEmi.finalEmi) },
            { label: 'With the prepayment, lower EMI: interest saved', value: f.money(lowerEmi.interestSaved) },
          ]
        : []),
    ],
  };
}
