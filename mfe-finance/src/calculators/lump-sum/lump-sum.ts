/**
 * Lump sum calculator: pure maths, no UI. Compounded annually:
 * maturity = amount x (1 + rate/100)^years. Each row gives that year's interest and the end-of-year balance;
 * the total deposit is constant (the amount).
 *
 * Today's money (todays-money.ts), at inflationRate percent a year (missing or empty: 0 %): the maturity amount and
 * each year's balance are divided by (1 + inflation)^years. The deposit is made today, so it is already in today's money.
 */

import { finite, num, wholeYears } from '../../finance-library/number-guards';
import { inTodaysMoney } from '../../finance-library/todays-money';

export interface LumpSumInputs {
  amount: number;
  annualRate: number;
  duration: number;
  /** Percent a year, for the figures in today's money; missing counts as 0 %. */
  inflationRate?: number;
}
export interface LumpSumRow {
  year: number;
  totalDeposit: number;
  interestEarned: number;
  endOfYearBalance: number;
  /** The end-of-year balance in today's money. */
  balanceToday: number;
}
/** The maturity amount in today's money, and the inflation rate it assumes. */
export interface LumpSumToday {
  inflationRate: number;
  years: number;
  maturityAmount: number;
}
export interface LumpSumResult {
  maturityAmount: number;
  totalDeposit: number;
  rows: LumpSumRow[];
  /** Null only before any calculation (the calculator's empty result). */
  today: LumpSumToday | null;
}

export function calculateLumpSum(i: LumpSumInputs): LumpSumResult {
  const amount = finite(num(i.amount));
  const years = wholeYears(i.duration);
  const growth = 1 + num(i.annualRate) / 100;
  const inflationRate = num(i.inflationRate);
  const rows: LumpSumRow[] = [];
  let previous = amount;
  for (let year = 1; year <= years; year++) {
    // Each balance from the closed form, so the last row equals the maturity amount exactly.
    const balance = finite(amount * Math.pow(growth, year));
    rows.push({
      year,
      totalDeposit: amount,
      interestEarned: finite(balance - previous),
      endOfYearBalance: balance,
      balanceToday: inTodaysMoney(balance, inflationRate, year),
    });
    previous = balance;
  }
  const maturityAmount = years > 0 ? rows[rows.length - 1].endOfYearBalance : amount;
  return {
    maturityAmount,
    totalDeposit: amount,
    rows,
    today: { inflationRate, years, maturityAmount: inTodaysMoney(maturityAmount, inflationRate, years) },
  };
}
