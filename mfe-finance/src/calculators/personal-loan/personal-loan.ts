/**
 * Personal loan: pure maths, no UI.
 *
 * The EMI is the Loan calculator's (calculateLoanOverMonths) over the tenure in months. The lender keeps a
 * processing fee, a percent of the loan, plus GST on it (18 %, data in rules/india): what reaches your account is
 *   in hand = P - fee (1 + GST).
 * The true annual rate (APR) is the rate at which the EMIs repay the amount in hand: the monthly IRR j of
 *   in hand = EMI (1 - (1 + j)^-n) / j,
 * found by bisection on the Loan calculator's own EMI (which rises with the rate), APR = 12 j; the effective
 * annual rate compounds it, (1 + j)^12 - 1.
 */

import { finite, num } from '../../finance-library/number-guards';
import { calculateLoanOverMonths, type LoanResult } from '../../finance-library/loan/loan';
import { bisectIncreasing } from '../../finance-library/solve/solve';
import { LOAN_TAX_FY_2025_26, type LoanTaxRules } from '../../rules/india/loan-tax-fy-2025-26';

export interface PersonalLoanInputs {
  loanAmount: number;
  annualRate: number;
  tenureMonths: number;
  processingFee: number;
}

export interface PersonalLoanResult extends LoanResult {
  /** The fee before GST, and the GST on it. */
  fee: number;
  gst: number;
  /** The fee with its GST: what the lender keeps from the loan. */
  feeWithGst: number;
  amountInHand: number;
  /** The monthly IRR x 12, percent. */
  apr: number;
  /** (1 + monthly IRR)^12 - 1, percent. */
  effectiveRate: number;
  /** Interest and the fee with GST: what the loan costs beyond the amount in hand. */
  totalCost: number;
  loanAmount: number;
  annualRate: number;
  tenureMonths: number;
}

export const EMPTY_PERSONAL_LOAN: PersonalLoanResult = {
  emi: 0,
  totalPayment: 0,
  totalInterest: 0,
  rows: [],
  months: [],
  fee: 0,
  gst: 0,
  feeWithGst: 0,
  amountInHand: 0,
  apr: 0,
  effectiveRate: 0,
  totalCost: 0,
  loanAmount: 0,
  annualRate: 0,
  tenureMonths: 0,
};

/** The bisection stops within this share of the rate: 1e-12 x 100 % = 1e-10 of a percent. */
const RATE_TOLERANCE = 1e-12;

/** The annual rate (percent, 12 x the monthly rate) at which `emi` for `months` months repays `amount`; 0 when it only repays it. */
export function rateOfEmi(amount: number, emi: number, months: number): number {
  const emiAt = (rate: number) => calculateLoanOverMonths(amount, rate, months).emi;
  if (!(amount > 0) || !(emi > emiAt(0))) return 0;
  let high = 1;
  while (emiAt(high) < emi && high < 1e9) high *= 2;
  return bisectIncreasing((rate) => emiAt(rate) - emi, 0, high, RATE_TOLERANCE);
}

export function calculatePersonalLoan(i: PersonalLoanInputs, rules: LoanTaxRules = LOAN_TAX_FY_2025_26): PersonalLoanResult {
  const loanAmount = finite(Math.max(0, num(i.loanAmount)));
  const annualRate = Math.max(0, num(i.annualRate));
  const tenureMonths = Math.max(0, Math.floor(num(i.tenureMonths)));
  const loan = calculateLoanOverMonths(loanAmount, annualRate, tenureMonths);
  if (tenureMonths === 0) return { ...EMPTY_PERSONAL_LOAN, loanAmount, annualRate };
  const fee = finite((loanAmount * Math.max(0, num(i.processingFee))) / 100);
  const gst = finite((fee * rules.processingFeeGst) / 100);
  const feeWithGst = finite(fee + gst);
  const amountInHand = finite(Math.max(0, loanAmount - feeWithGst));
  const apr = rateOfEmi(amountInHand, loan.emi, tenureMonths);
  return {
    ...loan,
    fee,
    gst,
    feeWithGst,
    amountInHand,
    apr,
    effectiveRate: finite(Math.expm1(12 * Math.log1p(apr / 1200)) * 100),
    totalCost: finite(loan.totalInterest + feeWithGst),
    loanAmount,
    annualRate,
    tenureMonths,
  };
}
