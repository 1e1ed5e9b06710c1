/**
 * RD (recurring deposit) calculator: pure maths, no UI. Indian banks' convention (the Indian Banks' Association's
 * formula): each instalment P is paid at the start of its month and earns interest compounded quarterly at r / 4
 * over the (fractional) quarters it stays, so instalment k of n grows to P (1 + r/4)^((n - k + 1) / 3).
 * With x = (1 + r/4)^(1/3), a month's growth, the balance at the end of month j is
 *   B_j = (B_(j-1) + P) x,   B_0 = 0,
 * which is the sum above with j in place of n: what the RD would pay if it matured after j months. The maturity
 * amount is B_n. The monthly schedule lists every month; the yearly breakdown sums each year's months (the last
 * year may be shorter when the tenure is not a whole number of years).
 */

import { finite, num } from '../../finance-library/number-guards';

export interface RdInputs {
  monthlyDeposit: number;
  annualRate: number;
  /** Whole months. */
  tenure: number;
}
export interface RdMonth {
  month: number;
  deposit: number;
  totalDeposited: number;
  interestEarned: number;
  balance: number;
}
export interface RdYear {
  year: number;
  /** Months of the tenure in this year: 12, or fewer in a last, shorter year. */
  months: number;
  deposited: number;
  totalDeposited: number;
  interestEarned: number;
  endBalance: number;
}
export interface RdResult {
  maturityAmount: number;
  totalDeposited: number;
  totalInterest: number;
  years: RdYear[];
  months: RdMonth[];
}

export function calculateRd(i: RdInputs): RdResult {
  const deposit = finite(num(i.monthlyDeposit));
  const n = Number.isFinite(i.tenure) && i.tenure > 0 ? Math.floor(i.tenure) : 0;
  const monthGrowth = Math.pow(1 + num(i.annualRate) / 400, 1 / 3);
  const months: RdMonth[] = [];
  const years: RdYear[] = [];
  let balance = 0;
  let totalDeposited = 0;
  for (let month = 1; month <= n; month++) {
    const before = balance;
    balance = finite((balance + deposit) * monthGrowth);
    totalDeposited = finite(totalDeposited + deposit);
    months.push({ month, deposit, totalDeposited, interestEarned: finite(balance - before - deposit), balance });
    if (month % 12 === 0 || month === n) {
      const start = years.at(-1);
      const count = month - (start ? start.year * 12 : 0);
      const deposited = finite(totalDeposited - (start?.totalDeposited ?? 0));
      years.push({
        year: years.length + 1,
        months: count,
        deposited,
        totalDeposited,
        interestEarned: finite(balance - (start?.endBalance ?? 0) - deposited),
        endBalance: balance,
      });
    }
  }
  return { maturityAmount: balance, totalDeposited, totalInterest: finite(balance - totalDeposited), years, months };
}
