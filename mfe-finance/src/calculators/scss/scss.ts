/**
 * SCSS (Senior Citizens Savings Scheme) calculator: pure maths, no UI. The deposit D at r a year pays D r / 4 every
 * quarter, not compounded, for 5 years (8 when extended by 3), and is returned at maturity:
 *   quarterly interest = D r / 4,   total interest = D r × years.
 */
import { calculatePayouts, EMPTY_PAYOUT, type PayoutResult } from '../../finance-library/payout-deposit';
import { SCSS_RULES } from './scss-rules';

/** The Period choice's values: the 5-year term, or the term with its one 3-year extension. */
export const SCSS_PERIOD = { term: 0, extended: 1 } as const;

export interface ScssInputs {
  deposit: number;
  interestRate: number;
  period: number;
}
export interface ScssResult extends PayoutResult {
  /** What the deposit takes off taxable income under 80C (old regime): the deposit, at most ₹1,50,000. */
  deduction80C: number;
  /** Tax deducted at source a year: 10% of the year's interest when it is above the threshold, else 0. */
  yearlyTds: number;
}

export const EMPTY_SCSS: ScssResult = { ...EMPTY_PAYOUT, deduction80C: 0, yearlyTds: 0 };

export const scssYears = (period: number): number =>
  SCSS_RULES.tenureYears + (period === SCSS_PERIOD.extended ? SCSS_RULES.extensionYears : 0);

export function calculateScss(i: ScssInputs): ScssResult {
  const payouts = calculatePayouts(i.deposit, i.interestRate, SCSS_RULES.payoutsPerYear, scssYears(i.period));
  return {
    ...payouts,
    deduction80C: Math.min(payouts.deposit, SCSS_RULES.section80CLimit),
    yearlyTds: payouts.yearlyInterest > SCSS_RULES.tdsThreshold ? (payouts.yearlyInterest * SCSS_RULES.tdsRate) / 100 : 0,
  };
}
