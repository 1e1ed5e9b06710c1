import type { SolveMode } from '@calc/shared';
import { sipAmountFor, sipRateFor, sipYearsFor } from '../solve/sip-solve';
import { yearsAndMonths } from '../solve/solve';
import { targetAmountField } from '../solve/targets';
import { calculateSip, type SipInputs, type SipResult } from './sip';

// The mode's values: every SIP input but the one found, and the target. Spread into the calculation whole, so
// inputs the modes do not name still count.
type Given<Found extends keyof SipInputs> = Omit<SipInputs, Found> & { targetAmount: number };

export const sipAmountMode: SolveMode<keyof SipInputs, SipResult, Given<'sipAmount'>, 'sipAmount'> = {
  id: 'sipAmount',
  label: 'Monthly SIP Amount',
  replaces: 'sipAmount',
  targets: [targetAmountField],
  solve: (v) => {
    const solved = sipAmountFor(v.targetAmount, v);
    if (!solved.ok) return solved;
    return {
      ok: true,
      value: {
        figures: [{ id: 'sipAmount', label: 'Monthly SIP Amount', value: solved.value, format: 'currency' }],
        result: calculateSip({ ...v, sipAmount: solved.value }),
      },
    };
  },
};

export const sipDurationMode: SolveMode<keyof SipInputs, SipResult, Given<'duration'>, 'duration' | 'exactTime'> = {
  id: 'duration',
  label: 'Investment Duration (Years)',
  replaces: 'duration',
  targets: [targetAmountField],
  solve: (v) => {
    const solved = sipYearsFor(v.targetAmount, v);
    if (!solved.ok) return solved;
    const { wholeYears, months } = solved.value;
    return {
      ok: true,
      value: {
        figures: [
          { id: 'duration', label: 'Investment Duration (Years)', value: wholeYears, format: 'years' },
          { id: 'exactTime', label: 'Exact time to reach the target', value: yearsAndMonths(months), format: 'text' },
        ],
        result: calculateSip({ ...v, duration: wholeYears }),
        note: {
          tone: 'good',
          text: `The balance first reaches the target after ${yearsAndMonths(months)} (month ${months}). The calculator counts whole years, so the figures are for ${wholeYears} ${wholeYears === 1 ? 'year' : 'years'}.`,
        },
      },
    };
  },
};

export const sipRateMode: SolveMode<keyof SipInputs, SipResult, Given<'annualRate'>, 'annualRate'> = {
  id: 'annualRate',
  label: 'Annual Interest Rate (%)',
  replaces: 'annualRate',
  targets: [targetAmountField],
  solve: (v) => {
    const solved = sipRateFor(v.targetAmount, v);
    if (!solved.ok) return solved;
    return {
      ok: true,
      value: {
        figures: [{ id: 'annualRate', label: 'Annual Interest Rate (%)', value: solved.value, format: 'percent' }],
        result: calculateSip({ ...v, annualRate: solved.value }),
        note: { tone: 'good', text: `To four decimals the rate is ${solved.value.toFixed(4)}% a year.` },
      },
    };
  },
};

/** "Solve for" on the SIP page: the monthly amount, the years or the rate that reach a target amount. */
export const sipModes = [sipAmountMode, sipDurationMode, sipRateMode];
