/**
 * Compound interest calculator: pure maths, no UI. The principal P earns r a year compounded m times a year
 * (1, 2, 4, 12 or 365); an optional monthly addition A is paid at the end of each month.
 *
 *   principal part:  P (1 + r/m)^(m t)
 *   additions:       each earns, for the whole months it stays, at the month's share of the compounding,
 *                    g = (1 + r/m)^(m/12) a month (quarterly: a third of a quarter's growth a month, so the
 *                    additions compound like the principal whatever m is); month by month B = B g + A.
 *
 * Beside it, the same money at simple interest: P r t on the principal, and on each addition r for the time it
 * stays, A r (12t - k) / 12 for the addition at the end of month k, which sums to A r (12t)(12t - 1) / 24.
 * Rows are per year, from year 1, each at the end of the year.
 */

import { finite, num, wholeYears } from '../../finance-library/number-guards';
import { COMPOUNDING_OPTIONS, periodsPerYear } from '../../finance-library/compounding';

export interface CompoundInterestInputs {
  principal: number;
  annualRate: number;
  timePeriod: number;
  /** Times a year interest is added (1, 2, 4, 12 or 365); anything else counts as yearly. */
  compounding: number;
  /** Paid at the end of each month; empty counts as 0. */
  monthlyAddition: number;
}
export interface CompoundInterestRow {
  year: number;
  totalInvested: number;
  /** That year's interest. */
  interestEarned: number;
  endOfYearBalance: number;
  /** The same money at simple interest at the end of the year. */
  simpleBalance: number;
}
export interface CompoundInterestResult {
  principal: number;
  totalAdditions: number;
  totalInvested: number;
  totalAmount: number;
  totalInterest: number;
  simpleInterest: number;
  simpleTotalAmount: number;
  /** What compounding adds over simple interest. */
  compoundingGain: number;
  rows: CompoundInterestRow[];
}

export const CI_DEFAULT_COMPOUNDING = COMPOUNDING_OPTIONS.yearly.value;

/** Simple interest after `months` on P and on A paid at the end of each month. */
function simpleInterestAfter(p: number, a: number, rate: number, months: number): number {
  return finite(p * rate * (months / 12) + (a * rate * months * (months - 1)) / 24);
}

export function calculateCompoundInterest(i: CompoundInterestInputs): CompoundInterestResult {
  const principal = finite(num(i.principal));
  const addition = finite(num(i.monthlyAddition));
  const years = wholeYears(i.timePeriod);
  const rate = num(i.annualRate) / 100;
  const m = periodsPerYear(i.compounding, CI_DEFAULT_COMPOUNDING);
  const periodGrowth = 1 + rate / m;
  const monthGrowth = Math.pow(periodGrowth, m / 12);
  const rows: CompoundInterestRow[] = [];
  let additions = 0; // the additions' balance, interest included
  let previous = principal;
  for (let year = 1; year <= years; year++) {
    for (let month = 0; month < 12; month++) additions = finite(additions * monthGrowth + addition);
    // The principal from the closed form, so without additions the result is exactly P (1 + r/m)^(m t).
    const balance = finite(principal * Math.pow(periodGrowth, m * year) + additions);
    const totalInvested = finite(principal + addition * 12 * year);
    rows.push({
      year,
      totalInvested,
      interestEarned: finite(balance - previous - addition * 12),
      endOfYearBalance: balance,
      simpleBalance: finite(totalInvested + simpleInterestAfter(principal, addition, rate, 12 * year)),
    });
    previous = balance;
  }
  const totalAdditions = finite(addition * 12 * years);
  const totalInvested = finite(principal + totalAdditions);
  const totalAmount = previous;
  const totalInterest = finite(totalAmount - totalInvested);
  const simpleInterest = simpleInterestAfter(principal, addition, rate, 12 * years);
  return {
    principal,
    totalAdditions,
    totalInvested,
    totalAmount,
    totalInterest,
    simpleInterest,
    simpleTotalAmount: finite(totalInvested + simpleInterest),
    compoundingGain: finite(totalInterest - simpleInterest),
    rows,
  };
}
