/**
 * NSC (National Savings Certificate) calculator: pure maths, no UI. The amount A earns interest at r compounded once
 * a year for 5 years, paid with the principal at maturity:
 *   M = A (1 + r)^5,   interest of year y = A (1 + r)^(y - 1) r.
 * The interest of years 1 to 4 counts as reinvested and is deductible under section 80C; year 5's is not.
 */

import { finite, num } from '../../finance-library/number-guards';
import { NSC_RULES } from './nsc-rules';

export interface NscInputs {
  amountInvested: number;
  interestRate: number;
}
export interface NscRow {
  year: number;
  openingBalance: number;
  interestEarned: number;
  closingBalance: number;
  /** The year's interest when it counts as reinvested (years 1 to 4), else 0. */
  deductibleUnder80C: number;
}
export interface NscResult {
  maturityAmount: number;
  totalInterest: number;
  /** The interest of years 1 to 4, deductible under section 80C in the year it is earned. */
  reinvestedInterest: number;
  rows: NscRow[];
}

export const EMPTY_NSC: NscResult = { maturityAmount: 0, totalInterest: 0, reinvestedInterest: 0, rows: [] };

export function calculateNsc(i: NscInputs): NscResult {
  const amount = finite(Math.max(0, num(i.amountInvested)));
  const rate = num(i.interestRate) / 100;
  const rows: NscRow[] = [];
  let balance = amount;
  let reinvested = 0;
  for (let year = 1; year <= NSC_RULES.tenureYears; year++) {
    const interest = finite(balance * rate);
    const deductible = year <= NSC_RULES.reinvestedInterestYears ? interest : 0;
    reinvested = finite(reinvested + deductible);
    rows.push({
      year,
      openingBalance: balance,
      interestEarned: interest,
      closingBalance: finite(balance + interest),
      deductibleUnder80C: deductible,
    });
    balance = finite(balance + interest);
  }
  return { maturityAmount: balance, totalInterest: finite(balance - amount), reinvestedInterest: reinvested, rows };
}
