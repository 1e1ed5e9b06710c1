/*
 * The Flat vs Reducing Rate Calculator's "Solve for" mode: the flat rate a bank's reducing rate is worth, for comparing
 * the two quotes.
 */
import { BOUNDS, rateField, type SolveMode } from '@calc/shared';
import { calculateLoan } from '../../finance-library/loan/loan';
import { calculateFlatVsReducing, type FlatVsReducingInputs, type FlatVsReducingResult } from './flat-vs-reducing';

type Given = Omit<FlatVsReducingInputs, 'flatRate'> & { reducingRate: number };

/** The rate a bank quotes on a reducing balance, given instead of the flat rate. */
export const reducingRateField = rateField('reducingRate', 'Reducing Interest Rate (%)', {
  ...BOUNDS.positiveRate,
  placeholder: 'e.g. 12',
  hint: 'A year, on the balance still owed.',
});

/**
 * The flat rate with the same EMI as a reducing rate: the flat EMI is (P + P f Y) / 12Y, so
 *   f = (12 Y x EMI - P) / (P Y),
 * a closed form; fed back, the calculation's equivalent reducing rate is the rate given.
 */
export const flatRateMode: SolveMode<keyof FlatVsReducingInputs, FlatVsReducingResult, Given, 'flatRate'> = {
  id: 'flatRate',
  label: 'Flat Interest Rate (%)',
  replaces: 'flatRate',
  targets: [reducingRateField],
  solve: (v) => {
    if (!(v.loanAmount > 0)) return { ok: false, reason: 'Enter a loan amount above 0.' };
    const years = Math.floor(v.tenure);
    const { emi } = calculateLoan({ loanAmount: v.loanAmount, annualRate: v.reducingRate, tenure: years });
    const flatRate = ((12 * years * emi - v.loanAmount) / (v.loanAmount * years)) * 100;
    return {
      ok: true,
      value: {
        figures: [{ id: 'flatRate', label: 'Flat Interest Rate (%)', value: flatRate, format: 'percent' }],
        result: calculateFlatVsReducing({ loanAmount: v.loanAmount, flatRate, tenure: years }),
      },
    };
  },
};

/** "Solve for" on the flat vs reducing page: the flat rate a reducing rate is worth. */
export const flatVsReducingModes = [flatRateMode];
