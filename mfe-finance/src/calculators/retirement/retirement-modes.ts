/*
 * The Retirement Calculator's "Solve for" mode: the extra monthly investment that makes the savings last the whole
 * plan.
 */
import type { SolveMode, Values } from '@calc/shared';
import { retirementExtraFor } from './retirement-solve';
import { calculateRetirement, type RetirementResult } from './retirement';
import { retirementInputsFrom } from './retirement-fields';

export const retirementExtraMode: SolveMode<
  string,
  RetirementResult,
  Values<string>,
  'extraInvestment' | 'monthlyInvestmentNeeded'
> = {
  id: 'extraInvestment',
  label: 'Extra Monthly Investment',
  targets: [],
  solve: (values) => {
    const inputs = retirementInputsFrom(values);
    const solved = retirementExtraFor(inputs);
    if (!solved.ok) return solved;
    const extra = solved.value;
    const monthlyInvestment = inputs.monthlyInvestment + extra;
    return {
      ok: true,
      value: {
        figures: [
          { id: 'extraInvestment', label: 'Extra Monthly Investment', value: extra, format: 'currency' },
          { id: 'monthlyInvestmentNeeded', label: 'Monthly Investment Needed', value: monthlyInvestment, format: 'currency' },
        ],
        result: calculateRetirement({ ...inputs, monthlyInvestment }),
        note: {
          tone: 'good',
          text:
            extra === 0
              ? 'Your current monthly investments already keep your savings above zero until the planned age: no extra is needed.'
              : `Investing this much more each month, raised by your yearly step-up until retirement, keeps your savings from running out before age ${inputs.expensesUntilAge}.`,
        },
      },
    };
  },
};

/** "Solve for" in the retirement planner: the extra monthly investment that makes the savings last the plan. */
export const retirementModes = [retirementExtraMode];
