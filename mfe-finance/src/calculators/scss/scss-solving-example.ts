/*
 * The Senior Citizens Savings Scheme Calculator's worked "Solve for" example for its explanation, every figure from the
 * very modes (scss-modes.ts) the page runs.
 */
import type { ExplanationExample } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { figureNumber, solution } from '../../explanations/solved';
import { scssDepositMode } from './scss-modes';
import { SCSS_PERIOD } from './scss';
import { SCSS_RULES } from './scss-rules';

/** The "Solve for" worked example: the deposit for a quarterly income, fed back through the calculation. */
export function scssSolvingExample(f: ExampleFormat): ExplanationExample {
  const target = 40000;
  const found = solution(
    scssDepositMode.solve({ targetQuarterlyIncome: target, interestRate: SCSS_RULES.interestRate, period: SCSS_PERIOD.term }),
  );
  return {
    description: `A quarterly income of ${f.money(target)} at ${SCSS_RULES.interestRate}% a year.`,
    rows: [
      { label: 'Deposit (rounded up to a multiple of ₹1,000)', value: f.money(figureNumber(found, 'deposit')), emphasis: true },
      { label: 'That deposit, fed back: interest each quarter', value: f.money(found.result.payout) },
    ],
  };
}
