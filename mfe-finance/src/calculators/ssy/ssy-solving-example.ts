/*
 * The Sukanya Samriddhi Yojana Calculator's worked "Solve for" example for its explanation, every figure from the very
 * modes (ssy-modes.ts) the page runs.
 */
import type { ExplanationExample } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { figureNumber, solution } from '../../explanations/solved';
import { ssyInvestmentMode } from './ssy-modes';

/** The "Solve for" worked example: the yearly investment for a target, fed back through the calculation. */
export function ssySolvingExample(f: ExampleFormat): ExplanationExample {
  const target = 5000000;
  const found = solution(ssyInvestmentMode.solve({ targetAmount: target, girlAge: 2, interestRate: 8.2 }));
  return {
    description: `A target of ${f.money(target)} at 8.2% a year.`,
    rows: [
      { label: 'Yearly investment', value: f.money(figureNumber(found, 'yearlyInvestment')), emphasis: true },
      { label: 'That investment, fed back: maturity amount', value: f.money(found.result.maturityAmount) },
    ],
  };
}
