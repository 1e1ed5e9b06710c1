/**
 * SWP (systematic withdrawal plan) calculator: pure maths, no UI.
 *
 * Monthly rate = annualRate / 100 / 12. Each month the interest (balance x monthly rate) is added first;
 * then the withdrawal is taken if the balance covers it, otherwise the whole remaining balance is withdrawn,
 * the balance becomes 0 and that year ends. Once the balance reaches 0 the simulation stops (no further rows).
 * Otherwise the monthly withdrawal rises by yearlyStepUp percent each year.
 */

import { finite, num, wholeYears } from '../number-guards';

export interface SwpInputs {
  initialInvestment: number;
  annualRate: number;
  duration: number;
  withdrawalAmount: number;
  yearlyStepUp: number;
}
export interface SwpRow {
  year: number;
  startBalance: number;
  totalWithdrawals: number;
  interestEarned: number;
  endBalance: number;
}
export interface SwpResult {
  endingBalance: number;
  totalWithdrawals: number;
  rows: SwpRow[];
  message: string;
}

export function calculateSwp(i: SwpInputs): SwpResult {
  const years = wholeYears(i.duration);
  const monthlyRate = num(i.annualRate) / 100 / 12;
  const stepFactor = 1 + num(i.yearlyStepUp) / 100;
  let withdrawal = Math.max(0, num(i.withdrawalAmount));
  let balance = Math.max(0, num(i.initialInvestment));
  // A balance this close to 0 after a withdrawal is floating-point residue (e.g. 0.9 - 0.3 - 0.3 - 0.3),
  // not money left: treat it as depleted so the balance, the rows and the message agree.
  const epsilon = Math.max(1e-9, 1e-13 * Math.max(balance, withdrawal));
  let totalWithdrawals = 0;
  let depleted = false;
  const rows: SwpRow[] = [];

  for (let year = 1; year <= years && !depleted; year++) {
    const startBalance = balance;
    let yearWithdrawals = 0;
    let yearInterest = 0;
    for (let month = 0; month < 12; month++) {
      const interest = finite(balance * monthlyRate);
      yearInterest = finite(yearInterest + interest);
      balance = finite(balance + interest);
      if (balance < 0) balance = 0; // only possible below -1200 % a year, outside the bounds
      if (balance >= withdrawal) {
        balance -= withdrawal;
        yearWithdrawals = finite(yearWithdrawals + withdrawal);
      } else {
        yearWithdrawals = finite(yearWithdrawals + balance);
        balance = 0;
      }
      if (balance <= epsilon) {
        balance = 0;
        depleted = true;
        break;
      }
    }
    totalWithdrawals = finite(totalWithdrawals + yearWithdrawals);
    rows.push({
      year,
      startBalance,
      totalWithdrawals: yearWithdrawals,
      interestEarned: finite(yearInterest),
      endBalance: finite(balance),
    });
    withdrawal = finite(withdrawal * stepFactor);
  }

  const endingBalance = finite(balance);
  const message =
    endingBalance > 0 ? `Your investment will last ${years} years.` : `Your investment will be depleted in ${rows.length} years.`;
  return { endingBalance, totalWithdrawals, rows, message };
}
