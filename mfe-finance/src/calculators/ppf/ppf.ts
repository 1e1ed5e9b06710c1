/**
 * PPF (Public Provident Fund) calculator: pure maths, no UI. The yearly investment P is deposited at the start of
 * each financial year (by 5 April, so it earns the whole year) and interest at r is added once, at the year's end:
 *   B_y = (B_(y-1) + P)(1 + r),   B_0 = 0,
 * so after Y years the maturity is the annuity due P (1 + r)((1 + r)^Y - 1) / r (P Y at 0 %).
 */

import { finite, num, wholeYears } from '../../finance-library/number-guards';

export interface PpfInputs {
  yearlyInvestment: number;
  annualRate: number;
  timePeriod: number;
}
export interface PpfRow {
  year: number;
  deposit: number;
  totalInvested: number;
  interestEarned: number;
  endOfYearBalance: number;
}
export interface PpfResult {
  maturityAmount: number;
  totalInvested: number;
  totalInterest: number;
  rows: PpfRow[];
}

export function calculatePpf(i: PpfInputs): PpfResult {
  const deposit = finite(num(i.yearlyInvestment));
  const years = wholeYears(i.timePeriod);
  const growth = 1 + num(i.annualRate) / 100;
  const rows: PpfRow[] = [];
  let balance = 0;
  let totalInvested = 0;
  for (let year = 1; year <= years; year++) {
    const opening = balance;
    totalInvested = finite(totalInvested + deposit);
    balance = finite((balance + deposit) * growth);
    rows.push({ year, deposit, totalInvested, interestEarned: finite(balance - opening - deposit), endOfYearBalance: balance });
  }
  return { maturityAmount: balance, totalInvested, totalInterest: finite(balance - totalInvested), rows };
}
