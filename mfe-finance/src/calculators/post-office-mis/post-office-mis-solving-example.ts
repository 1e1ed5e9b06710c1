/*
 * The Post Office Monthly Income Scheme Calculator's worked "Solve for" example for its explanation, every figure from
 * the very modes (post-office-mis-modes.ts) the page runs.
 */
import type { ExplanationExample } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { figureNumber, solution } from '../../explanations/solved';
import { pomisDepositMode } from './post-office-mis-modes';
import { POMIS_ACCOUNT } from './post-office-mis';
import { POMIS_RULES } from './post-office-mis-rules';

/** The "Solve for" worked example: the deposit for a monthly income, fed back through the calculation. */
export function postOfficeMisSolvingExample(f: ExampleFormat): ExplanationExample {
  const target = 5000;
  const found = solution(
    pomisDepositMode.solve({
      targetMonthlyIncome: target,
      interestRate: POMIS_RULES.interestRate,
      accountType: POMIS_ACCOUNT.single,
    }),
  );
  return {
    description: `A monthly income of ${f.money(target)} at ${POMIS_RULES.interestRate}% a year.`,
    rows: [
      { label: 'Deposit (rounded up to a multiple of ₹1,000)', value: f.money(figureNumber(found, 'deposit')), emphasis: true },
      { label: 'That deposit, fed back: interest each month', value: f.money(found.result.payout) },
    ],
  };
}
