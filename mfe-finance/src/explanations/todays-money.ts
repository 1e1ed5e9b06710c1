/* Today's money in the SIP, Lump Sum and SWP explanations: one formula, one symbol, one way of saying it. */
import type { ReactNode } from 'react';
import { tex } from '@calc/shared';

/** X in today's money = X / (1 + π)^t, for an amount X paid t years from now. */
export const TODAYS_MONEY_FORMULA = tex.block`\todaysMoney = \frac{X}{(1 + \pi)^{t}}`;

/** The symbols the formula brings, for the list of symbols. */
export const TODAYS_MONEY_SYMBOLS: { symbol: ReactNode; meaning: string }[] = [
  {
    symbol: tex`\pi`,
    meaning: 'Inflation rate as a decimal (6% is 0.06), from the Inflation Rate (%) field: 6% unless changed, 0 when empty.',
  },
  {
    symbol: tex`\todaysMoney`,
    meaning: 'An amount X paid t years from now, in today’s money: what it would buy at today’s prices.',
  },
];

/** The paragraph on today's money; `which` says how this calculator applies it. */
export function todaysMoneyConvention(which: string): string {
  return `In today’s money: prices are assumed to rise by the inflation rate every year, compounded yearly, so an amount paid t years from now is divided by (1 + π)^t; an amount paid in month m of the plan is taken at t = m/12. ${which} The worked example shows its result both ways.`;
}
