/*
 * The SWP Calculator's "Solve for" mode: the monthly withdrawal the investment sustains for the whole duration,
 * optionally leaving an amount at the end.
 */
import { amountField, type SolveMode } from '@calc/shared';
import { swpWithdrawalFor } from './swp-solve';
import { solvedPlan } from '../../finance-library/solve/solved-plan';
import { calculateSwp, type SwpInputs, type SwpResult } from './swp';

const leaveAtEndField = amountField('leaveAtEnd', 'Amount Left at the End', {
  required: false,
  placeholder: 'e.g. 0',
  hint: 'Empty: the money lasts exactly the whole duration.',
});
type Given = SwpInputs & { leaveAtEnd: number };

export const swpWithdrawalMode: SolveMode<keyof SwpInputs, SwpResult, Omit<Given, 'withdrawalAmount'>, 'withdrawalAmount'> = {
  id: 'withdrawalAmount',
  label: 'Monthly Withdrawal Amount',
  replaces: 'withdrawalAmount',
  targets: [leaveAtEndField],
  solve: (v) => {
    const years = v.duration === 1 ? 'year' : 'years';
    return solvedPlan(swpWithdrawalFor(v, v.leaveAtEnd), (withdrawalAmount) => ({
      figures: [{ id: 'withdrawalAmount', label: 'Monthly Withdrawal Amount', value: withdrawalAmount, format: 'currency' }],
      result: calculateSwp({ ...v, withdrawalAmount }),
      // Spent to exactly 0, the calculator's own sentence would call the plan depleted in its last month.
      note: {
        tone: 'good',
        text:
          v.leaveAtEnd > 0
            ? `This withdrawal${v.yearlyStepUp > 0 ? ', stepped up every year,' : ''} lasts the whole ${v.duration} ${years} and leaves the amount you asked for.`
            : `This is the most you can withdraw${v.yearlyStepUp > 0 ? ', stepped up every year,' : ''} for the whole ${v.duration} ${years}: the money runs out with the last withdrawal.`,
      },
    }));
  },
};

/** "Solve for" on the SWP page: the monthly withdrawal the investment sustains for the whole duration. */
export const swpModes = [swpWithdrawalMode];
