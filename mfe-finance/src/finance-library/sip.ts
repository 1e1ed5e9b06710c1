/**
 * SIP (systematic investment plan): pure maths, no UI. The SIP page's, and the plan the NPS page builds on.
 *
 * Monthly rate = annualRate / 100 / 12. For each year, for 12 months in turn: add the current monthly
 * amount to the balance, then grow the balance by the monthly rate. After each year the monthly amount
 * rises by stepUp percent. Rows are per year from year 1 and hold cumulative values at the end of that year.
 *
 * Today's money (todays-money.ts), at inflationRate percent a year (missing or empty: 0 %): the maturity amount and
 * each year's balance are divided by (1 + inflation)^years; each deposit is taken at the prices of the month it is
 * made (the deposit at the start of month m, counted from 0, is divided by (1 + inflation)^(m/12)), so the first one
 * is already in today's money. The returns in today's money are the maturity minus the deposits, both in today's money.
 */

import { finite, num, wholeYears } from './number-guards';
import { deflator, inTodaysMoney } from './todays-money';

export interface SipInputs {
  sipAmount: number;
  annualRate: number;
  duration: number;
  stepUp: number;
  /** Percent a year, for the figures in today's money; missing counts as 0 %. */
  inflationRate?: number;
}
export interface SipRow {
  year: number;
  totalDeposit: number;
  yearlyReturns: number;
  maturityAmount: number;
  /** The end-of-year balance in today's money. */
  maturityToday: number;
}
/** The plan's figures in today's money, and the inflation rate they assume. */
export interface SipToday {
  inflationRate: number;
  years: number;
  maturityAmount: number;
  totalDeposit: number;
  totalReturns: number;
}
export interface SipResult {
  totalDeposit: number;
  maturityAmount: number;
  totalReturns: number;
  rows: SipRow[];
  /** Null only before any calculation (the calculator's empty result). */
  today: SipToday | null;
}

export function calculateSip(i: SipInputs): SipResult {
  const years = wholeYears(i.duration);
  const monthlyRate = num(i.annualRate) / 100 / 12;
  const stepFactor = 1 + num(i.stepUp) / 100;
  let monthly = num(i.sipAmount);
  let balance = 0;
  let totalDeposit = 0;
  let depositToday = 0;
  const inflationRate = num(i.inflationRate);
  const monthStep = deflator(inflationRate, 1 / 12);
  const rows: SipRow[] = [];

  for (let year = 1; year <= years; year++) {
    // What 1 deposited at the start of each of this year's months is worth today: a power a year, a step a month.
    let monthDeflator = deflator(inflationRate, year - 1);
    for (let month = 0; month < 12; month++) {
      // Deposits and balance are accumulated the same way, so at 0 % they are exactly equal.
      totalDeposit = finite(totalDeposit + monthly);
      depositToday = finite(depositToday + monthly * monthDeflator);
      monthDeflator *= monthStep;
      balance = finite(balance + monthly);
      balance = finite(balance * (1 + monthlyRate));
    }
    rows.push({
      year,
      totalDeposit,
      yearlyReturns: finite(balance - totalDeposit),
      maturityAmount: balance,
      maturityToday: inTodaysMoney(balance, inflationRate, year),
    });
    monthly = finite(monthly * stepFactor);
  }

  const maturityToday = inTodaysMoney(balance, inflationRate, years);
  return {
    totalDeposit,
    maturityAmount: balance,
    totalReturns: finite(balance - totalDeposit),
    rows,
    today: {
      inflationRate,
      years,
      maturityAmount: maturityToday,
      totalDeposit: depositToday,
      totalReturns: finite(maturityToday - depositToday),
    },
  };
}
