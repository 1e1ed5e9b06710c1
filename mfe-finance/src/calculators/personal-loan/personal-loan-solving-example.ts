/*
 * The Personal Loan Calculator's worked "Solve for" example for its explanation, every figure from the very modes
 * (personal-loan-modes.ts) the page runs.
 */
import type { ExplanationExample } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { figureNumber, solution } from '../../explanations/solved';
import { personalLoanAmountMode } from './personal-loan-modes';

/** The "Solve for" worked example: the loan an EMI carries, fed back through the calculation. */
export function personalLoanSolvingExample(f: ExampleFormat): ExplanationExample {
  const emi = 15000;
  const found = solution(personalLoanAmountMode.solve({ monthlyEmi: emi, annualRate: 11, tenureMonths: 36, processingFee: 2 }));
  return {
    description: `An EMI of ${f.money(emi)} a month at 11% a year for 36 months, with a 2% fee.`,
    rows: [
      { label: 'Loan it repays', value: f.money(figureNumber(found, 'loanAmount')), emphasis: true },
      { label: 'That loan, fed back: EMI', value: f.money(found.result.emi) },
      { label: 'Amount in hand after the fee', value: f.money(found.result.amountInHand) },
    ],
  };
}
