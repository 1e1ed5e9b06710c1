/**
 * A deposit that pays its interest out instead of compounding it (Senior Citizens Savings Scheme, Post Office Monthly
 * Income Scheme): pure maths, no UI. The deposit D at r a year pays D r / n at the end of each of the n periods of a
 * year, for `years` years, and is returned whole at the end:
 *   payout = D r / n,   interest of a year = D r,   total interest = D r years.
 */
import { finite, num, wholeYears } from './number-guards';

export interface PayoutPeriodRow {
  /** The period's number from the deposit: 1, 2, … (a quarter or a month). */
  period: number;
  year: number;
  interestPaid: number;
  cumulativeInterest: number;
}
export interface PayoutYearRow {
  year: number;
  interestPaid: number;
  cumulativeInterest: number;
  /** What the deposit has paid and will pay back by the year's end: the deposit itself, paid back in the last year. */
  depositReturned: number;
}
export interface PayoutResult {
  deposit: number;
  /** The interest paid each period (a quarter or a month). */
  payout: number;
  yearlyInterest: number;
  totalInterest: number;
  /** The deposit back with all the interest paid over the term. */
  totalReceived: number;
  years: number;
  periods: PayoutPeriodRow[];
  rows: PayoutYearRow[];
}

export const EMPTY_PAYOUT: PayoutResult = {
  deposit: 0,
  payout: 0,
  yearlyInterest: 0,
  totalInterest: 0,
  totalReceived: 0,
  years: 0,
  periods: [],
  rows: [],
};

export function calculatePayouts(
  depositInput: number,
  ratePercent: number,
  periodsPerYear: number,
  yearsInput: number,
): PayoutResult {
  const deposit = finite(Math.max(0, num(depositInput)));
  const rate = Math.max(0, num(ratePercent)) / 100;
  const years = wholeYears(yearsInput);
  const payout = finite((deposit * rate) / periodsPerYear);
  const yearlyInterest = finite(payout * periodsPerYear);
  const periods: PayoutPeriodRow[] = [];
  const rows: PayoutYearRow[] = [];
  for (let year = 1; year <= years; year++) {
    for (let p = 1; p <= periodsPerYear; p++) {
      const period = (year - 1) * periodsPerYear + p;
      periods.push({ period, year, interestPaid: payout, cumulativeInterest: finite(payout * period) });
    }
    rows.push({
      year,
      interestPaid: yearlyInterest,
      cumulativeInterest: finite(yearlyInterest * year),
      depositReturned: year === years ? deposit : 0,
    });
  }
  const totalInterest = finite(yearlyInterest * years);
  return { deposit, payout, yearlyInterest, totalInterest, totalReceived: finite(deposit + totalInterest), years, periods, rows };
}
