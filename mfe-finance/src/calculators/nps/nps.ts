/**
 * NPS calculator: pure maths, no UI.
 *
 * A contribution at the start of every month from the current age until the retirement age (60, nps-rules.ts),
 * compounded monthly at rate / 12: the SIP calculator's plan (calculateSip, no step-up) over 60 - age years.
 * At 60: lump sum = corpus x (1 - annuity share), annuity purchase = corpus x annuity share, and the annuity pays
 * a monthly pension of annuity purchase x annuity rate / 12 (rates in percent / 100).
 */

import { finite, num } from '../../finance-library/number-guards';
import { calculateSip } from '../../finance-library/sip';
import { NPS_RULES, type NpsRules } from './nps-rules';

export interface NpsInputs {
  monthlyContribution: number;
  currentAge: number;
  expectedReturn: number;
  annuityShare: number;
  annuityRate: number;
}

export interface NpsRow {
  /** Age at the end of the year. */
  age: number;
  /** Paid in during the year. */
  contributions: number;
  /** Paid in since the start. */
  totalInvested: number;
  /** The balance at the end of the year. */
  balance: number;
}

export interface NpsResult {
  totalInvested: number;
  corpus: number;
  totalReturns: number;
  lumpSum: number;
  annuityPurchase: number;
  monthlyPension: number;
  /** Whole years until the retirement age. */
  years: number;
  rows: NpsRow[];
}

export const EMPTY_NPS: NpsResult = {
  totalInvested: 0,
  corpus: 0,
  totalReturns: 0,
  lumpSum: 0,
  annuityPurchase: 0,
  monthlyPension: 0,
  years: 0,
  rows: [],
};

export function calculateNps(i: NpsInputs, rules: NpsRules = NPS_RULES): NpsResult {
  const age = Math.floor(num(i.currentAge));
  const years = Math.max(0, rules.retirementAge - age);
  const monthly = num(i.monthlyContribution);
  const sip = calculateSip({ sipAmount: monthly, annualRate: num(i.expectedReturn), duration: years, stepUp: 0 });
  const corpus = sip.maturityAmount;
  const share = num(i.annuityShare) / 100;
  const annuityPurchase = finite(corpus * share);
  return {
    totalInvested: sip.totalDeposit,
    corpus,
    totalReturns: sip.totalReturns,
    lumpSum: finite(corpus - annuityPurchase),
    annuityPurchase,
    monthlyPension: finite((annuityPurchase * num(i.annuityRate)) / 100 / 12),
    years,
    rows: sip.rows.map((row) => ({
      age: age + row.year,
      contributions: finite(monthly * 12),
      totalInvested: row.totalDeposit,
      balance: row.maturityAmount,
    })),
  };
}
