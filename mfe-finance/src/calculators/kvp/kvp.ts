/**
 * KVP (Kisan Vikas Patra) calculator: pure maths, no UI. The amount A at r a year, compounded yearly, doubles in
 *   T = 12 ln 2 / ln(1 + r) months, to the nearest month (115 at 7.5%),
 * and the certificate then pays 2A. Before that, from the 30-month lock-in, its value after m months is taken at the
 * rate for the completed half-years held (the steps the scheme's premature table uses):
 *   V(m) = A (1 + r)^(h / 2),   h = ⌊m / 6⌋.
 */
import { finite, num } from '../../finance-library/number-guards';
import { KVP_RULES } from './kvp-rules';

export interface KvpInputs {
  amount: number;
  interestRate: number;
  /** Months held when encashed; 0 for none (the certificate held to maturity). */
  encashAfterMonths: number;
}
export interface KvpRow {
  /** The first month of the half-year the value holds for. */
  fromMonth: number;
  /** Its last month; equal to fromMonth at maturity. */
  toMonth: number;
  value: number;
  interest: number;
  /** The last row: the certificate has matured. */
  maturity: boolean;
}
export interface KvpYearRow {
  year: number;
  yearEndValue: number;
}
export interface KvpResult {
  amount: number;
  monthsToDouble: number;
  maturityAmount: number;
  totalInterest: number;
  /** The months asked for (0 when none) and the value then. */
  encashAfterMonths: number;
  encashmentValue: number;
  /** Each half-year's value from the lock-in to maturity. */
  rows: KvpRow[];
  /** The value at each year's end before maturity, from year 0 (for the chart). */
  years: KvpYearRow[];
}

export const EMPTY_KVP: KvpResult = {
  amount: 0,
  monthsToDouble: 0,
  maturityAmount: 0,
  totalInterest: 0,
  encashAfterMonths: 0,
  encashmentValue: 0,
  rows: [],
  years: [],
};

/** The months in which the amount doubles at r percent a year, to the nearest month; 0 for a rate of 0 or less. */
export function kvpMonthsToDouble(ratePercent: number): number {
  const rate = num(ratePercent) / 100;
  return rate > 0 ? Math.round((12 * Math.LN2) / Math.log1p(rate)) : 0;
}

/** The value after `months` held: at the rate for the completed half-years, or double from the term on. */
export function kvpValue(amount: number, ratePercent: number, months: number): number {
  const term = kvpMonthsToDouble(ratePercent);
  if (term > 0 && months >= term) return finite(2 * amount);
  const halfYears = Math.floor(Math.max(0, months) / KVP_RULES.encashmentStepMonths);
  return finite(amount * (1 + num(ratePercent) / 100) ** (halfYears / 2));
}

export function calculateKvp(i: KvpInputs): KvpResult {
  const amount = finite(Math.max(0, num(i.amount)));
  const rate = num(i.interestRate);
  const term = kvpMonthsToDouble(rate);
  if (term === 0) return { ...EMPTY_KVP, amount };
  const step = KVP_RULES.encashmentStepMonths;
  const rows: KvpRow[] = [];
  for (let from = KVP_RULES.lockInMonths; from < term; from += step) {
    const value = kvpValue(amount, rate, from);
    rows.push({
      fromMonth: from,
      toMonth: Math.min(from + step, term) - 1,
      value,
      interest: finite(value - amount),
      maturity: false,
    });
  }
  const maturityAmount = finite(2 * amount);
  rows.push({ fromMonth: term, toMonth: term, value: maturityAmount, interest: finite(maturityAmount - amount), maturity: true });
  const years: KvpYearRow[] = [];
  for (let year = 1; year * 12 < term; year++) years.push({ year, yearEndValue: kvpValue(amount, rate, year * 12) });
  years.push({ year: Math.round((term / 12) * 100) / 100, yearEndValue: maturityAmount });
  const months = Math.max(0, Math.floor(num(i.encashAfterMonths)));
  return {
    amount,
    monthsToDouble: term,
    maturityAmount,
    totalInterest: finite(maturityAmount - amount),
    encashAfterMonths: months,
    encashmentValue: months > 0 ? kvpValue(amount, rate, months) : 0,
    rows,
    years,
  };
}
