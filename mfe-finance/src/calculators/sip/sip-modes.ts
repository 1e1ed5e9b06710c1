import type { SolveMode } from '@calc/shared';
import { sipAmountFor, sipRateFor, sipYearsFor } from '../solve/sip-solve';
import { yearsAndMonths } from '../solve/solve';
import { targetAmountField } from '../solve/targets';
import { calculateSip, type SipInputs, type SipResult } from './sip';

// The mode's values: every SIP input but the one found, and the target. Spread into the calculation whole, so
// inputs the modes do not name still count.
type Given = SipInputs & { targetAmount: number };

/** "Solve for" on the SIP page: the monthly amount, the years or the rate that reach a target amount. */
export const sipModes: SolveMode<keyof SipInputs, SipResult, Given>[] = [
  {
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
          figures: [{ label: 'Monthly SIP Amount', value: solved.value, format: 'currency' }],
          result: calculateSip({ ...v, sipAmount: solved.value }),
        },
      };
    },
  },
  {
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
            { label: 'Investment Duration (Years)', value: wholeYears, format: 'years' },
            { label: 'Exact time to reach the target', value: yearsAndMonths(months), format: 'text' },
          ],
          result: calculateSip({ ...v, duration: wholeYears }),
          note: {
            tone: 'good',
            text: `The balance first reaches the target after ${yearsAndMonths(months)} (month ${months}). The calculator counts whole years, so the figures are for ${wholeYears} ${wholeYears === 1 ? 'year' : 'years'}.`,
          },
        },
      };
    },
  },
  {
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
          figures: [{ label: 'Annual Interest Rate (%)', value: solved.value, format: 'percent' }],
          result: calculateSip({ ...v, annualRate: solved.value }),
          note: { tone: 'good', text: `To four decimals the rate is ${solved.value.toFixed(4)}% a year.` },
        },
      };
    },
  },
];
