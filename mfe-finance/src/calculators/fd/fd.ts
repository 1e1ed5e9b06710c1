/**
 * FD (fixed deposit) calculator: pure maths, no UI. The deposit A is made once and interest is added m times a year
 * (compounding: 12, 4, 2 or 1) at the periodic rate r / m:
 *   maturity = A (1 + r/m)^(m t), t whole years.
 * Each yearly row is the same formula at the end of that year, so the last row is the maturity amount exactly;
 * the year's interest is its balance minus the previous one. The effective annual rate (1 + r/m)^m - 1 is what the
 * deposit earns in a year once compounding is counted (banks call it the annualised yield).
 */

import { finite, num, wholeYears } from '../../finance-library/number-guards';
import { COMPOUNDING_OPTIONS, periodsPerYear } from '../../finance-library/compounding';

export interface FdInputs {
  depositAmount: number;
  annualRate: number;
  tenure: number;
  /** Times a year interest is added (12, 4, 2 or 1); anything else counts as quarterly, the banks' usual. */
  compounding: number;
}
export interface FdRow {
  year: number;
  openingBalance: number;
  interestEarned: number;
  endOfYearBalance: number;
}
export interface FdResult {
  depositAmount: number;
  maturityAmount: number;
  totalInterest: number;
  /** Percent a year, compounding counted. */
  effectiveAnnualRate: number;
  rows: FdRow[];
}

export const FD_DEFAULT_COMPOUNDING = COMPOUNDING_OPTIONS.quarterly.value;

export function calculateFd(i: FdInputs): FdResult {
  const amount = finite(num(i.depositAmount));
  const years = wholeYears(i.tenure);
  const m = periodsPerYear(i.compounding, FD_DEFAULT_COMPOUNDING);
  const periodGrowth = 1 + num(i.annualRate) / 100 / m;
  const rows: FdRow[] = [];
  let previous = amount;
  for (let year = 1; year <= years; year++) {
    const balance = finite(amount * Math.pow(periodGrowth, m * year));
    rows.push({ year, openingBalance: previous, interestEarned: finite(balance - previous), endOfYearBalance: balance });
    previous = balance;
  }
  const maturityAmount = previous;
  return {
    depositAmount: amount,
    maturityAmount,
    totalInterest: finite(maturityAmount - amount),
    effectiveAnnualRate: finite((Math.pow(periodGrowth, m) - 1) * 100),
    rows,
  };
}
