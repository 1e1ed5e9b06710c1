/*
 * The Education Loan Calculator's worked example for its explanation, every figure computed by the calculator's own
 * maths so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while
 * its results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateEducationLoan, MORATORIUM_INTEREST, type EducationLoanInputs } from './education-loan';
import type { ExampleFormat } from '../../explanations/example-format';

/** The example. */
export const EDUCATION_LOAN_EXAMPLE_INPUTS: EducationLoanInputs = {
  loanAmount: 1000000,
  annualRate: 10,
  moratoriumMonths: 60,
  repaymentTenure: 10,
  moratoriumInterest: MORATORIUM_INTEREST.added,
};

/** The worked example both ways, every figure from calculateEducationLoan, the function the calculator runs. */
export function educationLoanExample(inputs: EducationLoanInputs, f: ExampleFormat): ExplanationExample {
  const added = calculateEducationLoan({ ...inputs, moratoriumInterest: MORATORIUM_INTEREST.added });
  const paid = calculateEducationLoan({ ...inputs, moratoriumInterest: MORATORIUM_INTEREST.paidMonthly });
  return {
    description: `A loan of ${f.money(inputs.loanAmount)} at ${inputs.annualRate}% a year, ${inputs.moratoriumMonths} months of moratorium, then EMIs over ${inputs.repaymentTenure} years; first with the moratorium’s interest added to the loan, then with it paid monthly.`,
    rows: [
      { label: 'Interest added to the loan', value: f.money(added.interestAdded) },
      { label: 'Amount repaid by EMIs', value: f.money(added.amountRepaid) },
      { label: 'EMI', value: f.money(added.emi), emphasis: true },
      { label: 'Total interest', value: f.money(added.totalInterest) },
      {
        label: `Section 80E deduction, years ${added.deductionFromYear} to ${added.deductionToYear}`,
        value: f.money(added.deduction80E),
      },
      { label: 'Paid monthly instead: interest each month of the moratorium', value: f.money(paid.moratoriumMonthlyInterest) },
      { label: 'Paid monthly instead: EMI', value: f.money(paid.emi), emphasis: true },
      { label: 'Paid monthly instead: total interest', value: f.money(paid.totalInterest) },
      {
        label: `Paid monthly instead: section 80E deduction, years ${paid.deductionFromYear} to ${paid.deductionToYear}`,
        value: f.money(paid.deduction80E),
      },
    ],
  };
}
