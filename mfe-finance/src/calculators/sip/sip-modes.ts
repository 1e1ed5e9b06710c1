/*
 * The SIP Calculator's "Solve for" modes: the monthly amount, the years or the rate that reach a target amount.
 */
import type { SolveMode } from '@calc/shared';
import { sipAmountFor, sipRateFor, sipYearsFor } from './sip-solve';
import { yearsAndMonths } from '../../finance-library/solve/solve';
import { solvedPlan } from '../../finance-library/solve/solved-plan';
import { targetAmountField } from '../../finance-library/solve/targets';
import { calculateSip, type SipInputs, type SipResult } from './sip';

// The mode's values: every SIP input but the one found, and the target. Spread into the calculation whole, so
// inputs the modes do not name still count.
type Given<Found extends keyof SipInputs> = Omit<SipInputs, Found> & { targetAmount: number };

export const sipAmountMode: SolveMode<keyof SipInputs, SipResult, Given<'sipAmount'>, 'sipAmount'> = {
  id: 'sipAmount',
  label: 'Monthly SIP Amount',
  replaces: 'sipAmount',
  targets: [targetAmountField],
  solve: (v) =>
    solvedPlan(sipAmountFor(v.targetAmount, v), (sipAmount) => ({
      figures: [{ id: 'sipAmount', label: 'Monthly SIP Amount', value: sipAmount, format: 'currency' }],
      result: calculateSip({ ...v, sipAmount }),
    })),
};

export const sipDurationMode: SolveMode<keyof SipInputs, SipResult, Given<'duration'>, 'duration' | 'exactTime'> = {
  id: 'duration',
  label: 'Investment Duration (Years)',
  replaces: 'duration',
  targets: [targetAmountField],
  solve: (v) =>
    solvedPlan(sipYearsFor(v.targetAmount, v), ({ wholeYears, months }) => ({
      figures: [
        { id: 'duration', label: 'Investment Duration (Years)', value: wholeYears, format: 'years' },
        { id: 'exactTime', label: 'Exact time to reach the target', value: yearsAndMonths(months), format: 'text' },
      ],
      result: calculateSip({ ...v, duration: wholeYears }),
      note: {
        tone: 'good',
        text: `The balance first reaches the target after ${yearsAndMonths(months)} (month ${months}). The calculator counts whole years, so the figures are for ${wholeYears} ${wholeYears === 1 ? 'year' : 'years'}.`,
      },
    })),
};

export const sipRateMode: SolveMode<keyof SipInputs, SipResult, Given<'annualRate'>, 'annualRate'> = {
  id: 'annualRate',
  label: 'Annual Interest Rate (%)',
  replaces: 'annualRate',
  targets: [targetAmountField],
  solve: (v) =>
    solvedPlan(sipRateFor(v.targetAmount, v), (annualRate) => ({
      figures: [{ id: 'annualRate', label: 'Annual Interest Rate (%)', value: annualRate, format: 'percent' }],
      result: calculateSip({ ...v, annualRate }),
      note: { tone: 'good', text: `To four decimals the rate is ${annualRate.toFixed(4)}% a year.` },
    })),
};

/** "Solve for" on the SIP page: the monthly amount, the years or the rate that reach a target amount. */
export const sipModes = [sipAmountMode, sipDurationMode, sipRateMode];
