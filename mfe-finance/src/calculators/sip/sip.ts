/**
 * SIP (systematic investment plan) calculator: pure maths, no UI.
 *
 * Monthly rate = annualRate / 100 / 12. For each year, for 12 months in turn: add the current monthly
 * amount to the balance, then grow the balance by the monthly rate. After each year the monthly amount
 * rises by stepUp percent. Rows are per year from year 1 and hold cumulative values at the end of that year.
 */

import { finite, num, wholeYears } from '../number-guards';

export interface SipInputs {
  sipAmount: number;
  annualRate: number;
  duration: number;
  stepUp: number;
}
export interface SipRow {
  year: number;
  totalDeposit: number;
  yearlyReturns: number;
  maturityAmount: number;
}
export interface SipResult {
  totalDeposit: number;
  maturityAmount: number;
  totalReturns: number;
  rows: SipRow[];
}

export function calculateSip(i: SipInputs): SipResult {
  const years = wholeYears(i.duration);
  const monthlyRate = num(i.annualRate) / 100 / 12;
  const stepFactor = 1 + num(i.stepUp) / 100;
  let monthly = num(i.sipAmount);
  let balance = 0;
  let totalDeposit = 0;
  const rows: SipRow[] = [];

  for (let year = 1; year <= years; year++) {
    for (let month = 0; month < 12; month++) {
      // Deposits and balance are accumulated the same way, so at 0 % they are exactly equal.
      totalDeposit = finite(totalDeposit + monthly);
      balance = finite(balance + monthly);
      balance = finite(balance * (1 + monthlyRate));
    }
    rows.push({ year, totalDeposit, yearlyReturns: finite(balance - totalDeposit), maturityAmount: balance });
    monthly = finite(monthly * stepFactor);
  }

  return { totalDeposit, maturityAmount: balance, totalReturns: finite(balance - totalDeposit), rows };
}
