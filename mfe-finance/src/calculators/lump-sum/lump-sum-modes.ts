/*
 * The Lump Sum Calculator's "Solve for" modes: the amount to invest today, or the years it needs, to reach a target
 * amount.
 */
import type { SolveMode } from '@calc/shared';
import { lumpSumAmountFor, lumpSumYearsFor } from './lump-sum-solve';
import { solvedPlan } from '../../finance-library/solve/solved-plan';
import { targetAmountField } from '../../finance-library/solve/targets';
import { calculateLumpSum, type LumpSumInputs, type LumpSumResult } from './lump-sum';

// Every input but the one found, and the target; spread into the calculation whole.
type Given<Found extends keyof LumpSumInputs> = Omit<LumpSumInputs, Found> & { targetAmount: number };

export const lumpSumAmountMode: SolveMode<keyof LumpSumInputs, LumpSumResult, Given<'amount'>, 'amount'> = {
  id: 'amount',
  label: 'Lump Sum Amount',
  replaces: 'amount',
  targets: [targetAmountField],
  solve: (v) =>
    solvedPlan(lumpSumAmountFor(v.targetAmount, v.annualRate, v.duration), (amount) => ({
      figures: [{ id: 'amount', label: 'Lump Sum Amount', value: amount, format: 'currency' }],
      result: calculateLumpSum({ ...v, amount }),
    })),
};

export const lumpSumDurationMode: SolveMode<keyof LumpSumInputs, LumpSumResult, Given<'duration'>, 'duration' | 'exactTime'> = {
  id: 'duration',
  label: 'Investment Duration (Years)',
  replaces: 'duration',
  targets: [targetAmountField],
  solve: (v) => {
    const solved = lumpSumYearsFor(v.targetAmount, v.amount, v.annualRate);
    if (!solved.ok) return solved;
    const { exact, wholeYears } = solved.value;
    if (wholeYears > 100) {
      return {
        ok: false,
        reason: `The target takes ${exact.toFixed(1)} years at this rate, more than the 100 the calculator covers: raise the amount or the rate.`,
      };
    }
    // Zero years: the amount is already at the target; the calculation still shows a year of growth.
    const duration = Math.max(1, wholeYears);
    return {
      ok: true,
      value: {
        figures: [
          { id: 'duration', label: 'Investment Duration (Years)', value: wholeYears, format: 'years' },
          { id: 'exactTime', label: 'Exact time to reach the target', value: `${exact.toFixed(2)} years`, format: 'text' },
        ],
        result: calculateLumpSum({ ...v, duration }),
        note: {
          tone: 'good',
          text:
            wholeYears === 0
              ? 'The amount already meets the target; the figures show one year of growth.'
              : `Compounded once a year, the target is passed during year ${wholeYears}; the figures are for ${wholeYears} ${wholeYears === 1 ? 'year' : 'years'}.`,
        },
      },
    };
  },
};

/** "Solve for" on the Lump Sum page: the amount to invest today, or the years it needs, to reach a target. */
export const lumpSumModes = [lumpSumAmountMode, lumpSumDurationMode];
