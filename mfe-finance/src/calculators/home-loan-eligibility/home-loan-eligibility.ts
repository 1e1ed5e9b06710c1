/**
 * Home loan eligibility: pure maths, no UI.
 *
 * Affordable EMI = net monthly income x share / 100 - existing monthly EMIs (the lenders' FOIR: the share of income
 * all EMIs may take). Eligible loan = the loan that EMI repays over the tenure at the rate, by the Loan calculator's
 * own EMI formula turned round (finance-library/loan/loan-amount.ts): EMI x (1 - (1 + r)^-n) / r, or EMI x n at
 * 0 %. The yearly breakdown is the Loan calculator's (calculateLoan) for that loan.
 */

import { calculateLoan, type LoanResult } from '../../finance-library/loan/loan';
import { finite, num, wholeYears } from '../../finance-library/number-guards';
import { loanAmountFor } from '../../finance-library/loan/loan-amount';

export interface HomeLoanEligibilityInputs {
  netMonthlyIncome: number;
  existingEmis: number;
  annualRate: number;
  tenure: number;
  emiShare: number;
}

export interface HomeLoanEligibilityResult {
  /** Income x share - existing EMIs; 0 when that is not above 0. */
  affordableEmi: number;
  /** False when the existing EMIs take all of the share (or more): no loan. */
  eligible: boolean;
  eligibleLoanAmount: number;
  totalPayment: number;
  totalInterest: number;
  /**
   * The eligible amount to the cent, as the link to the Loan calculator carries it: the Loan page's EMI for it is
   * the affordable EMI to the cent.
   */
  loanAmountToTheCent: number;
  annualRate: number;
  tenure: number;
  /** The eligible loan year by year (the Loan calculator's rows), empty when nothing is eligible. */
  loan: LoanResult;
}

const NO_LOAN: LoanResult = { emi: 0, totalPayment: 0, totalInterest: 0, rows: [], months: [] };

export const EMPTY_ELIGIBILITY: HomeLoanEligibilityResult = {
  affordableEmi: 0,
  eligible: false,
  eligibleLoanAmount: 0,
  totalPayment: 0,
  totalInterest: 0,
  loanAmountToTheCent: 0,
  annualRate: 0,
  tenure: 0,
  loan: NO_LOAN,
};

/** An amount in whole cents as the page shows it: toFixed rounds the exact value, as the page's Intl formatting does. */
const cents = (amount: number) => Math.round(Number(amount.toFixed(2)) * 100);

/**
 * The loan amount rounded to the cent whose EMI on the Loan page shows the same cents as the affordable EMI.
 * Rounding moves the EMI by at most half a cent times EMI/loan (below 0.14 at any tenure and rate the fields
 * allow), so one cent either way is enough when the EMI sits on a half cent.
 */
function roundedForTheLink(loanAmount: number, emi: number, annualRate: number, tenure: number): number {
  let amount = Math.round(loanAmount * 100) / 100;
  for (let step = 0; step < 3; step++) {
    const shown = cents(calculateLoan({ loanAmount: amount, annualRate, tenure }).emi);
    if (shown === cents(emi)) break;
    amount = (cents(amount) + Math.sign(cents(emi) - shown)) / 100;
  }
  return amount;
}

export function calculateHomeLoanEligibility(i: HomeLoanEligibilityInputs): HomeLoanEligibilityResult {
  const tenure = wholeYears(i.tenure);
  const annualRate = num(i.annualRate);
  const emi = finite((Math.max(0, num(i.netMonthlyIncome)) * num(i.emiShare)) / 100 - Math.max(0, num(i.existingEmis)));
  const solved = tenure > 0 ? loanAmountFor(emi, annualRate, tenure) : null;
  if (!solved?.ok) return { ...EMPTY_ELIGIBILITY, annualRate, tenure };
  const eligibleLoanAmount = finite(solved.value);
  const loan = calculateLoan({ loanAmount: eligibleLoanAmount, annualRate, tenure });
  return {
    affordableEmi: emi,
    eligible: true,
    eligibleLoanAmount,
    totalPayment: loan.totalPayment,
    totalInterest: loan.totalInterest,
    loanAmountToTheCent: roundedForTheLink(eligibleLoanAmount, emi, annualRate, tenure),
    annualRate,
    tenure,
    loan,
  };
}
