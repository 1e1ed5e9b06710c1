/*
 * The Loan Calculator's worked "Solve for" example for its explanation, every figure from the very modes
 * (loan-modes.ts) the page runs.
 */
import type { ExplanationExample } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { figure, figureNumber, solution } from '../../explanations/solved';
import { loanAmountMode, loanTenureMode } from './loan-modes';

/** The "Solve for" worked example: each figure from the very modes the page runs. */
export function loanSolvingExample(f: ExampleFormat): ExplanationExample {
  const emi = 30000;
  const amount = solution(loanAmountMode.solve({ monthlyEmi: emi, annualRate: 9, tenure: 20 }));
  const tenure = solution(loanTenureMode.solve({ monthlyEmi: emi, loanAmount: 2500000, annualRate: 9 }));
  return {
    description: `An EMI of ${f.money(emi)} a month at 9% a year: the loan it carries over 20 years, and how long it takes to repay ${f.money(2500000)}.`,
    rows: [
      { label: 'Loan it carries over 20 years', value: f.money(figureNumber(amount, 'loanAmount')), emphasis: true },
      { label: 'That loan, fed back: EMI', value: f.money(amount.result.emi) },
      { label: `${f.money(2500000)} repaid in`, value: String(figure(tenure, 'tenure')) },
      { label: 'Number of EMIs', value: String(figure(tenure, 'payments')) },
      { label: 'The last one', value: f.money(figureNumber(tenure, 'lastEmi')) },
    ],
  };
}
