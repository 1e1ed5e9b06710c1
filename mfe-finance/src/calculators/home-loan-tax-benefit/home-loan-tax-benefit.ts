/**
 * Home loan tax benefit: pure maths, no UI.
 *
 * The loan's months are the Loan calculator's (calculateLoan); they are added up by financial year (April to
 * March), the first holding the EMIs from the first EMI's month to March. Each year, under the old regime:
 *   - interest, section 24(b): for a self-occupied house at most ₹2,00,000. For a let-out house the interest is
 *     deducted from the rent (less its 30 % standard deduction) in full; the loss beyond the rent is set off
 *     against other income up to ₹2,00,000 (section 71(3A)) and the rest carried forward. What the loan saves is
 *     then min(interest, net rent + ₹2,00,000): the rent is taxed either way.
 *   - principal, section 80C: within ₹1,50,000 less the other 80C investments of the year;
 *   - tax saved = (interest deducted + principal deducted) x slab x (1 + cess).
 * Under the new regime (section 115BAC) neither is allowed for a self-occupied house; for a let-out one the
 * interest only reduces that house's rent to nil: no loss is set off or carried forward. Limits from rules/india.
 */

import { finite, num, wholeYears } from '../../finance-library/number-guards';
import { calculateLoan, type LoanMonth } from '../../finance-library/loan/loan';
import { LOAN_TAX_FY_2025_26, type LoanTaxRules } from '../../rules/india/loan-tax-fy-2025-26';

/** The values of the 'Property Use' choice. */
export const PROPERTY_USE = { selfOccupied: 0, letOut: 1 } as const;

export interface HomeLoanTaxBenefitInputs {
  loanAmount: number;
  annualRate: number;
  tenure: number;
  /** The calendar month (1 = January) of the first EMI. */
  firstEmiMonth: number;
  other80C: number;
  taxSlab: number;
  propertyUse: number;
  /** A year's rent, less municipal taxes paid (let out only; absent otherwise). */
  annualRent?: number;
}

export interface HomeLoanTaxBenefitRow {
  /** Financial years of the loan, 1 being the year of the first EMI. */
  year: number;
  emis: number;
  interestPaid: number;
  principalPaid: number;
  /** Interest that lowers the taxable income (24(b), and for a let-out house 71(3A)). */
  interestDeduction: number;
  principalDeduction: number;
  deduction: number;
  taxSaved: number;
  /** A let-out house's loss beyond the set-off limit, carried forward (not counted in the tax saved). */
  lossCarriedForward: number;
  /** The interest the new regime deducts: nil for a self-occupied house, up to the net rent for a let-out one. */
  newRegimeDeduction: number;
}

export interface HomeLoanTaxBenefitResult {
  emi: number;
  letOut: boolean;
  /** The first year's figures (0 before a calculation). */
  first: HomeLoanTaxBenefitRow;
  totalInterest: number;
  totalDeduction: number;
  totalTaxSaved: number;
  totalNewRegimeDeduction: number;
  /** Tax the new regime saves: nil for a self-occupied house; for a let-out house, its deduction at the same slab. */
  newRegimeTaxSaved: number;
  rows: HomeLoanTaxBenefitRow[];
}

const NO_ROW: HomeLoanTaxBenefitRow = {
  year: 0,
  emis: 0,
  interestPaid: 0,
  principalPaid: 0,
  interestDeduction: 0,
  principalDeduction: 0,
  deduction: 0,
  taxSaved: 0,
  lossCarriedForward: 0,
  newRegimeDeduction: 0,
};

export const EMPTY_HOME_LOAN_TAX_BENEFIT: HomeLoanTaxBenefitResult = {
  emi: 0,
  letOut: false,
  first: NO_ROW,
  totalInterest: 0,
  totalDeduction: 0,
  totalTaxSaved: 0,
  totalNewRegimeDeduction: 0,
  newRegimeTaxSaved: 0,
  rows: [],
};

/** How many EMIs the first financial year holds: from the first EMI's month (1 = January) to March. */
export function emisInFirstYear(firstEmiMonth: number): number {
  const month = Math.min(12, Math.max(1, Math.floor(num(firstEmiMonth)) || 4));
  return month >= 4 ? 16 - month : 4 - month;
}

export function calculateHomeLoanTaxBenefit(
  i: HomeLoanTaxBenefitInputs,
  rules: LoanTaxRules = LOAN_TAX_FY_2025_26,
): HomeLoanTaxBenefitResult {
  const letOut = num(i.propertyUse) === PROPERTY_USE.letOut;
  const loan = calculateLoan({ loanAmount: i.loanAmount, annualRate: i.annualRate, tenure: wholeYears(i.tenure) });
  if (loan.months.length === 0) return { ...EMPTY_HOME_LOAN_TAX_BENEFIT, letOut };
  const { homeLoan } = rules;
  const slab = Math.max(0, num(i.taxSlab)) / 100;
  const withCess = 1 + rules.cessRate / 100;
  const room80C = Math.max(0, homeLoan.section80CLimit - Math.max(0, num(i.other80C)));
  const netRent = letOut ? (Math.max(0, num(i.annualRent ?? 0)) * (100 - homeLoan.letOutStandardDeduction)) / 100 : 0;

  // The months by financial year: the first from the first EMI's month to March, then twelve each.
  const years: LoanMonth[][] = [];
  const first = emisInFirstYear(i.firstEmiMonth);
  years.push(loan.months.slice(0, first));
  for (let start = first; start < loan.months.length; start += 12) years.push(loan.months.slice(start, start + 12));

  const rows = years
    .filter((months) => months.length > 0)
    .map((months, index): HomeLoanTaxBenefitRow => {
      const interestPaid = finite(months.reduce((sum, m) => sum + m.interestPaid, 0));
      const principalPaid = finite(months.reduce((sum, m) => sum + m.principalPaid, 0));
      const interestDeduction = letOut
        ? Math.min(interestPaid, netRent + homeLoan.lossSetOffLimit)
        : Math.min(interestPaid, homeLoan.selfOccupiedInterestLimit);
      const principalDeduction = Math.min(principalPaid, room80C);
      const deduction = finite(interestDeduction + principalDeduction);
      return {
        year: index + 1,
        emis: months.length,
        interestPaid,
        principalPaid,
        interestDeduction,
        principalDeduction,
        deduction,
        taxSaved: finite(deduction * slab * withCess),
        lossCarriedForward: letOut ? finite(Math.max(0, interestPaid - netRent - homeLoan.lossSetOffLimit)) : 0,
        newRegimeDeduction: letOut ? Math.min(interestPaid, netRent) : 0,
      };
    });
  const total = (pick: (row: HomeLoanTaxBenefitRow) => number) => finite(rows.reduce((sum, row) => sum + pick(row), 0));
  const totalNewRegimeDeduction = total((row) => row.newRegimeDeduction);
  return {
    emi: loan.emi,
    letOut,
    first: rows[0],
    totalInterest: loan.totalInterest,
    totalDeduction: total((row) => row.deduction),
    totalTaxSaved: total((row) => row.taxSaved),
    totalNewRegimeDeduction,
    newRegimeTaxSaved: finite(totalNewRegimeDeduction * slab * withCess),
    rows,
  };
}
