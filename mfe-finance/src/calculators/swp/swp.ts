/**
 * SWP (systematic withdrawal plan) calculator: pure maths, no UI.
 *
 * Monthly rate = annualRate / 100 / 12. Each month the interest (balance x monthly rate) is added first;
 * then the withdrawal is taken if the balance covers it, otherwise the whole remaining balance is withdrawn,
 * the balance becomes 0 and that year ends. Once the balance reaches 0 the simulation stops (no further rows).
 * Otherwise the monthly withdrawal rises by yearlyStepUp percent each year.
 *
 * Today's money (todays-money.ts), at inflationRate percent a year (missing or empty: 0 %): each withdrawal is taken
 * at the prices of its month (the withdrawal at the end of month m, counted from 1, is divided by
 * (1 + inflation)^(m/12)) and these are summed; the ending balance and each year's balance are divided by
 * (1 + inflation)^years.
 */

import { finite, num, wholeYears } from '../../finance-library/number-guards';
import { deflator, inTodaysMoney } from '../../finance-library/todays-money';

export interface SwpInputs {
  initialInvestment: number;
  annualRate: number;
  duration: number;
  withdrawalAmount: number;
  yearlyStepUp: number;
  /** Percent a year, for the figures in today's money; missing counts as 0 %. */
  inflationRate?: number;
}
export interface SwpRow {
  year: number;
  startBalance: number;
  totalWithdrawals: number;
  interestEarned: number;
  endBalance: number;
  /** The end-of-year balance in today's money. */
  endBalanceToday: number;
}
/** The plan's figures in today's money, and the inflation rate they assume. */
export interface SwpToday {
  inflationRate: number;
  years: number;
  endingBalance: number;
  totalWithdrawals: number;
}
export interface SwpResult {
  endingBalance: number;
  totalWithdrawals: number;
  rows: SwpRow[];
  message: string;
  /** Null only before any calculation (the calculator's empty result). */
  today: SwpToday | null;
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
  let withdrawalsToday = 0;
  let depleted = false;
  const inflationRate = num(i.inflationRate);
  const monthStep = deflator(inflationRate, 1 / 12);
  const rows: SwpRow[] = [];

  for (let year = 1; year <= years && !depleted; year++) {
    const startBalance = balance;
    let yearWithdrawals = 0;
    let yearInterest = 0;
    // What 1 withdrawn at the end of each of this year's months is worth today: a power a year, a step a month.
    let monthDeflator = deflator(inflationRate, year - 1);
    for (let month = 0; month < 12; month++) {
      monthDeflator *= monthStep;
      const interest = finite(balance * monthlyRate);
      yearInterest = finite(yearInterest + interest);
      balance = finite(balance + interest);
      if (balance < 0) balance = 0; // only possible below -1200 % a year, outside the bounds
      // The whole withdrawal if the balance covers it, else what is left.
      const taken = balance >= withdrawal ? withdrawal : balance;
      if (balance >= withdrawal) balance -= withdrawal;
      else balance = 0;
      yearWithdrawals = finite(yearWithdrawals + taken);
      withdrawalsToday = finite(withdrawalsToday + taken * monthDeflator);
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
      endBalanceToday: inTodaysMoney(balance, inflationRate, year),
    });
    withdrawal = finite(withdrawal * stepFactor);
  }

  const endingBalance = finite(balance);
  const message =
    endingBalance > 0 ? `Your investment will last ${years} years.` : `Your investment will be depleted in ${rows.length} years.`;
  return {
    endingBalance,
    totalWithdrawals,
    rows,
    message,
    today: {
      inflationRate,
      years,
      endingBalance: inTodaysMoney(endingBalance, inflationRate, years),
      totalWithdrawals: withdrawalsToday,
    },
  };
}
