/**
 * Sukanya Samriddhi Yojana calculator: pure maths, no UI. The yearly investment P is deposited at the start of each
 * of the first 15 years and interest at r is added once, at each year's end, until maturity 21 years after opening:
 *   B_y = (B_(y-1) + D_y)(1 + r),   D_y = P for y <= 15, else 0,   B_0 = 0,
 * so the maturity is P (1 + r)((1 + r)^15 - 1) / r x (1 + r)^6 (15 P at 0%).
 */

import { finite, num } from '../../finance-library/number-guards';
import { SSY_RULES } from './ssy-rules';

export interface SsyInputs {
  yearlyInvestment: number;
  girlAge: number;
  interestRate: number;
}
export interface SsyRow {
  year: number;
  /** The girl's age at the end of the account's year. */
  age: number;
  deposit: number;
  totalInvested: number;
  interestEarned: number;
  endOfYearBalance: number;
}
export interface SsyResult {
  maturityAmount: number;
  totalInvested: number;
  totalInterest: number;
  /** The girl's age when the account matures. */
  maturityAge: number;
  rows: SsyRow[];
}

export const EMPTY_SSY: SsyResult = { maturityAmount: 0, totalInvested: 0, totalInterest: 0, maturityAge: 0, rows: [] };

export function calculateSsy(i: SsyInputs): SsyResult {
  const { depositYears, maturityYears } = SSY_RULES;
  const yearly = finite(Math.max(0, num(i.yearlyInvestment)));
  const age = Math.max(0, Math.floor(num(i.girlAge)));
  const growth = 1 + num(i.interestRate) / 100;
  const rows: SsyRow[] = [];
  let balance = 0;
  let totalInvested = 0;
  for (let year = 1; year <= maturityYears; year++) {
    const deposit = year <= depositYears ? yearly : 0;
    const opening = balance;
    totalInvested = finite(totalInvested + deposit);
    balance = finite((balance + deposit) * growth);
    rows.push({
      year,
      age: age + year,
      deposit,
      totalInvested,
      interestEarned: finite(balance - opening - deposit),
      endOfYearBalance: balance,
    });
  }
  return {
    maturityAmount: balance,
    totalInvested,
    totalInterest: finite(balance - totalInvested),
    maturityAge: age + maturityYears,
    rows,
  };
}
