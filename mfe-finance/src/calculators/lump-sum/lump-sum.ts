/**
 * Lump sum calculator: pure maths, no UI. Compounded annually:
 * maturity = amount x (1 + rate/100)^years. Each row gives that year's interest and the end-of-year balance;
 * the total deposit is constant (the amount).
 */

import { finite, num, wholeYears } from '../number-guards';

export interface LumpSumInputs {
  amount: number;
  annualRate: number;
  duration: number;
}
export interface LumpSumRow {
  year: number;
  totalDeposit: number;
  interestEarned: number;
  endOfYearBalance: number;
}
export interface LumpSumResult {
  maturityAmount: number;
  totalDeposit: number;
  rows: LumpSumRow[];
}

export function calculateLumpSum(i: LumpSumInputs): LumpSumResult {
  const amount = finite(num(i.amount));
  const years = wholeYears(i.duration);
  const growth = 1 + num(i.annualRate) / 100;
  const rows: LumpSumRow[] = [];
  let previous = amount;
  for (let year = 1; year <= years; year++) {
    // Each balance from the closed form, so the last row equals the maturity amount exactly.
    const balance = finite(amount * Math.pow(growth, year));
    rows.push({ year, totalDeposit: amount, interestEarned: finite(balance - previous), endOfYearBalance: balance });
    previous = balance;
  }
  const maturityAmount = years > 0 ? rows[rows.length - 1].endOfYearBalance : amount;
  return { maturityAmount, totalDeposit: amount, rows };
}
