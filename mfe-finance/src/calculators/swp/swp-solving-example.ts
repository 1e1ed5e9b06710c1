/*
 * The SWP Calculator's worked "Solve for" example for its explanation, every figure from the very modes (swp-modes.ts)
 * the page runs.
 */
import type { ExplanationExample } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { figureNumber, solution } from '../../explanations/solved';
import { swpWithdrawalMode } from './swp-modes';

/** The "Solve for" worked example: each figure from the very mode the page runs. */
export function swpSolvingExample(f: ExampleFormat): ExplanationExample {
  const given = { initialInvestment: 1000000, annualRate: 8, duration: 20, yearlyStepUp: 5 };
  const spent = solution(swpWithdrawalMode.solve({ ...given, leaveAtEnd: 0 }));
  const kept = solution(swpWithdrawalMode.solve({ ...given, leaveAtEnd: 500000 }));
  return {
    description: `${f.money(given.initialInvestment)} at 8% a year for 20 years, the withdrawal raised 5% every year.`,
    rows: [
      {
        label: 'Most you can withdraw a month (year 1)',
        value: f.money(figureNumber(spent, 'withdrawalAmount')),
        emphasis: true,
      },
      { label: 'Fed back: balance left after 20 years', value: f.money(spent.result.endingBalance) },
      {
        label: `To leave ${f.money(500000)}: withdraw a month`,
        value: f.money(figureNumber(kept, 'withdrawalAmount')),
      },
      { label: `Fed back: balance left (asked ${f.money(500000)})`, value: f.money(kept.result.endingBalance) },
    ],
  };
}
