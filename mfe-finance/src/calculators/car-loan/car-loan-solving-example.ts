/*
 * The Car Loan Calculator's worked "Solve for" example for its explanation, every figure from the very modes
 * (car-loan-modes.ts) the page runs.
 */
import type { ExplanationExample } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { figureNumber, solution } from '../../explanations/solved';
import { DOWN_PAYMENT_AS } from './car-loan';
import { onRoadPriceMode } from './car-loan-modes';

/** The "Solve for" worked example: the car an EMI buys with 20 % down, fed back through the calculation. */
export function carLoanSolvingExample(f: ExampleFormat): ExplanationExample {
  const emi = 15000;
  const found = solution(
    onRoadPriceMode.solve({
      monthlyEmi: emi,
      downPaymentAs: DOWN_PAYMENT_AS.percent,
      downPaymentPercent: 20,
      annualRate: 9,
      tenure: 5,
    }),
  );
  return {
    description: `An EMI of ${f.money(emi)} a month at 9% a year over 5 years, with 20% of the price paid down.`,
    rows: [
      { label: 'On-road price it buys', value: f.money(figureNumber(found, 'onRoadPrice')), emphasis: true },
      { label: 'Loan', value: f.money(found.result.loanAmount) },
      { label: 'That loan, fed back: EMI', value: f.money(found.result.emi) },
    ],
  };
}
