/*
 * The Car Loan Calculator's worked example for its explanation, every figure computed by the calculator's own maths so
 * the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its results
 * are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateCarLoan, DOWN_PAYMENT_AS, type CarLoanInputs } from './car-loan';
import type { ExampleFormat } from '../../explanations/example-format';

/** The example. */
export const CAR_LOAN_EXAMPLE_INPUTS = {
  onRoadPrice: 800000,
  downPaymentAs: DOWN_PAYMENT_AS.percent,
  downPaymentPercent: 20,
  annualRate: 9,
  tenure: 5,
} satisfies CarLoanInputs;

/** The worked example, every figure from calculateCarLoan, the function the calculator runs. */
export function carLoanExample(inputs: CarLoanInputs, f: ExampleFormat): ExplanationExample {
  const r = calculateCarLoan(inputs);
  const shorter = inputs.tenure > 3 ? calculateCarLoan({ ...inputs, tenure: 3 }) : null;
  return {
    description: `A car with an on-road price of ${f.money(inputs.onRoadPrice)}, ${inputs.downPaymentPercent ?? 0}% of it paid down, the rest borrowed at ${inputs.annualRate}% a year over ${inputs.tenure} years.`,
    rows: [
      { label: 'Down payment', value: f.money(r.downPayment) },
      { label: 'Loan amount', value: f.money(r.loanAmount) },
      { label: 'EMI', value: f.money(r.emi), emphasis: true },
      { label: 'Total interest', value: f.money(r.totalInterest) },
      { label: 'Total cost of the car', value: f.money(r.totalCost) },
      ...(shorter
        ? [
            { label: 'Over 3 years instead: EMI', value: f.money(shorter.emi) },
            { label: 'Over 3 years instead: total interest', value: f.money(shorter.totalInterest) },
          ]
        : []),
    ],
  };
}
