/*
 * The Lump Sum Calculator's worked "Solve for" example for its explanation, every figure from the very modes
 * (lump-sum-modes.ts) the page runs.
 */
import type { ExplanationExample } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { figure, figureNumber, solution } from '../../explanations/solved';
import { lumpSumAmountMode, lumpSumDurationMode } from './lump-sum-modes';

/** The "Solve for" worked example: each figure from the very modes the page runs. */
export function lumpSumSolvingExample(f: ExampleFormat): ExplanationExample {
  const target = 1000000;
  const amount = solution(lumpSumAmountMode.solve({ targetAmount: target, annualRate: 10, duration: 10 }));
  const years = solution(lumpSumDurationMode.solve({ targetAmount: target, amount: 300000, annualRate: 10 }));
  return {
    description: `A target of ${f.money(target)} at 10% a year: what to invest today for 10 years, and how long ${f.money(300000)} takes.`,
    rows: [
      { label: 'To invest today', value: f.money(figureNumber(amount, 'amount')), emphasis: true },
      { label: 'That amount, fed back: value after 10 years', value: f.money(amount.result.maturityAmount) },
      { label: `${f.money(300000)}: exact time`, value: String(figure(years, 'exactTime')) },
      { label: `${f.money(300000)}: whole years`, value: `${figure(years, 'duration')} years` },
    ],
  };
}
