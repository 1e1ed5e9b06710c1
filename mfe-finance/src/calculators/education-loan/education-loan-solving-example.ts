/*
 * The Education Loan Calculator's worked "Solve for" example for its explanation, every figure from the very modes
 * (education-loan-modes.ts) the page runs.
 */
import type { ExplanationExample } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { figureNumber, solution } from '../../explanations/solved';
import { MORATORIUM_INTEREST } from './education-loan';
import { educationLoanAmountMode } from './education-loan-modes';

/** The "Solve for" worked example: the loan an EMI carries after the moratorium, fed back through the calculation. */
export function educationLoanSolvingExample(f: ExampleFormat): ExplanationExample {
  const emi = 20000;
  const given = { monthlyEmi: emi, annualRate: 10, moratoriumMonths: 60, repaymentTenure: 10 };
  const added = solution(educationLoanAmountMode.solve({ ...given, moratoriumInterest: MORATORIUM_INTEREST.added }));
  const paid = solution(educationLoanAmountMode.solve({ ...given, moratoriumInterest: MORATORIUM_INTEREST.paidMonthly }));
  return {
    description: `An EMI of ${f.money(emi)} a month at 10% a year over 10 years, after 60 months of moratorium.`,
    rows: [
      { label: 'Interest added to the loan: loan it repays', value: f.money(figureNumber(added, 'loanAmount')), emphasis: true },
      { label: 'That loan, fed back: EMI', value: f.money(added.result.emi) },
      { label: 'Interest paid monthly: loan it repays', value: f.money(figureNumber(paid, 'loanAmount')) },
      { label: 'Interest paid monthly: each month of the moratorium', value: f.money(paid.result.moratoriumMonthlyInterest) },
    ],
  };
}
