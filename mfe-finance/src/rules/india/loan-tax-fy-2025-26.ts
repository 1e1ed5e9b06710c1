/*
 * India's rules for loans, financial year 2025-26: what the tax law allows on the interest and principal of an
 * education or a home loan, and the GST a lender adds to its processing fee. The one place these figures are
 * written; the loan pages' maths, explanations and tests read them from here. The limits shared with the income
 * tax (80C, 24(b), the cess) are read from that year's income tax rules, so they cannot drift apart.
 *
 * Amounts are in rupees, rates in percent.
 */
import { INCOME_TAX_FY_2025_26 } from './income-tax-fy-2025-26';

export interface LoanTaxRules {
  financialYear: string;
  /** The first day of the year these rules apply to (ISO date). */
  appliesFrom: string;
  source: string;
  /** The currency the rules are written in: the pages that apply them show their amounts in it. */
  currency: 'INR';
  /** Section 80E: the interest paid on a loan for higher education, without limit, old regime only. */
  educationLoan: {
    /** The initial assessment year (the year interest is first paid) and the seven after it. */
    deductionYears: number;
  };
  /** Sections 24(b), 80C and 71(3A): a loan for a house, old regime only (the new regime allows none of it on a self-occupied house). */
  homeLoan: {
    /** Section 24(b): interest on a loan for a self-occupied house, a year. */
    selfOccupiedInterestLimit: number;
    /** Section 80C: principal repaid, together with every other 80C investment, a year. */
    section80CLimit: number;
    /** Section 24(a): the standard deduction from a let-out house's annual value (here its rent), percent. */
    letOutStandardDeduction: number;
    /** Section 71(3A): the loss from house property set off against other income, a year; the rest is carried forward. */
    lossSetOffLimit: number;
    /** Section 71B: a loss carried forward is set off against house property income of the next so many years. */
    lossCarryForwardYears: number;
  };
  /** Health and education cess, percent of the tax. */
  cessRate: number;
  /** GST on a lender's processing fee (a financial service, SAC 9971), percent of the fee. */
  processingFeeGst: number;
  /** Since when the GST rate on financial services has been this (ISO date). */
  processingFeeGstFrom: string;
}

export const LOAN_TAX_FY_2025_26: LoanTaxRules = {
  financialYear: '2025-26',
  appliesFrom: '2025-04-01',
  source:
    'Income-tax Act, 1961: sections 24, 71(3A), 71B, 80C, 80E and 115BAC, as in force for FY 2025-26 (Finance Act, 2025); GST: notification 11/2017-Central Tax (Rate), entry 15 (financial services, 18 %), in force since 1 July 2017.',
  currency: 'INR',
  educationLoan: { deductionYears: 8 },
  homeLoan: {
    selfOccupiedInterestLimit: INCOME_TAX_FY_2025_26.oldRegime.limits.homeLoanInterest,
    section80CLimit: INCOME_TAX_FY_2025_26.oldRegime.limits.section80C,
    letOutStandardDeduction: 30,
    lossSetOffLimit: 200000,
    lossCarryForwardYears: 8,
  },
  cessRate: INCOME_TAX_FY_2025_26.cessRate,
  processingFeeGst: 18,
  processingFeeGstFrom: '2017-07-01',
};
