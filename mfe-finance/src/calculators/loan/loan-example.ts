import type { ExplanationExample } from '@calc/shared';
import { calculateLoan, type LoanInputs } from './loan';
import type { ExampleFormat } from '../../explanations/example-format';

export const LOAN_EXAMPLE_INPUTS: LoanInputs = { loanAmount: 500000, annualRate: 9, tenure: 20 };

/** The worked example, every figure from calculateLoan, the function the calculator runs. */
export function loanExample(inputs: LoanInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateLoan(inputs);
  const first = result.rows[0];
  // The same loan over half the tenure, to show why a shorter tenure costs less interest.
  const shorterTenure = Math.floor(inputs.tenure / 2);
  const shorter = shorterTenure >= 1 ? calculateLoan({ ...inputs, tenure: shorterTenure }) : null;
  return {
    description: `A loan of ${f.money(inputs.loanAmount)} at ${inputs.annualRate}% a year, repaid monthly over ${inputs.tenure} years.`,
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
    ],
  };
}
