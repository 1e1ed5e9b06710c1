/**
 * Education loan: pure maths, no UI.
 *
 * The loan P is paid out at the start; for the moratorium of M months (the course plus the grace period) nothing is
 * repaid. Interest runs on P at the monthly rate i = r / 12, as simple interest (most Indian banks):
 *   - Interest Added to the Loan: P i M is added to the loan when the moratorium ends, and the EMIs repay P + P i M;
 *   - Interest Paid Monthly: P i is paid each month of the moratorium, and the EMIs repay P.
 * The EMIs are the Loan calculator's (calculateLoanOverMonths) over 12 N months from month M + 1.
 *
 * Section 80E deducts the interest paid (not the interest added, which the lender's certificate then counts as
 * principal) in the year interest is first paid and the seven after it, without limit, old regime only. Years are
 * the loan's, from its payout: year y holds months 12(y - 1) + 1 to 12y.
 */

import { finite, num, wholeYears } from '../../finance-library/number-guards';
import { calculateLoanOverMonths } from '../../finance-library/loan/loan';
import { LOAN_TAX_FY_2025_26, type LoanTaxRules } from '../../rules/india/loan-tax-fy-2025-26';

/** What happens to the moratorium's interest: the values of the 'During the Moratorium' choice. */
export const MORATORIUM_INTEREST = { added: 0, paidMonthly: 1 } as const;

export interface EducationLoanInputs {
  loanAmount: number;
  annualRate: number;
  moratoriumMonths: number;
  repaymentTenure: number;
  /** MORATORIUM_INTEREST: 0 adds it to the loan, 1 pays it monthly. */
  moratoriumInterest: number;
}

export interface EducationLoanMonth {
  month: number;
  payment: number;
  interestPaid: number;
  /** The moratorium's interest, added to the loan in its last month (Interest Added only). */
  interestAdded: number;
  principalPaid: number;
  remainingBalance: number;
}

export interface EducationLoanRow {
  year: number;
  payment: number;
  interestPaid: number;
  interestAdded: number;
  principalPaid: number;
  remainingBalance: number;
  /** The interest paid this year that section 80E deducts (0 outside its eight years). */
  deduction80E: number;
}

export interface EducationLoanResult {
  emi: number;
  /** The interest paid each month of the moratorium (Interest Paid Monthly; 0 otherwise). */
  moratoriumMonthlyInterest: number;
  /** The moratorium's interest added to the loan (Interest Added; 0 otherwise). */
  interestAdded: number;
  /** What the EMIs repay: the loan, plus the interest added. */
  amountRepaid: number;
  totalInterest: number;
  totalPayment: number;
  /** Section 80E over its eight years. */
  deduction80E: number;
  /** The loan's years 80E covers (first and last), 0 before a calculation. */
  deductionFromYear: number;
  deductionToYear: number;
  moratoriumMonths: number;
  added: boolean;
  rows: EducationLoanRow[];
  months: EducationLoanMonth[];
}

export const EMPTY_EDUCATION_LOAN: EducationLoanResult = {
  emi: 0,
  moratoriumMonthlyInterest: 0,
  interestAdded: 0,
  amountRepaid: 0,
  totalInterest: 0,
  totalPayment: 0,
  deduction80E: 0,
  deductionFromYear: 0,
  deductionToYear: 0,
  moratoriumMonths: 0,
  added: true,
  rows: [],
  months: [],
};

export function calculateEducationLoan(i: EducationLoanInputs, rules: LoanTaxRules = LOAN_TAX_FY_2025_26): EducationLoanResult {
  const principal = finite(Math.max(0, num(i.loanAmount)));
  const rate = Math.max(0, num(i.annualRate));
  const moratorium = Math.max(0, Math.floor(num(i.moratoriumMonths)));
  const repaymentMonths = wholeYears(i.repaymentTenure) * 12;
  const added = num(i.moratoriumInterest) !== MORATORIUM_INTEREST.paidMonthly;
  if (repaymentMonths === 0) return { ...EMPTY_EDUCATION_LOAN, moratoriumMonths: moratorium, added };

  const monthlyInterest = finite((principal * rate) / 1200);
  const interestAdded = added ? finite(monthlyInterest * moratorium) : 0;
  const amountRepaid = finite(principal + interestAdded);
  const loan = calculateLoanOverMonths(amountRepaid, rate, repaymentMonths);

  const months: EducationLoanMonth[] = [];
  for (let month = 1; month <= moratorium; month++) {
    const last = month === moratorium;
    months.push({
      month,
      payment: added ? 0 : monthlyInterest,
      interestPaid: added ? 0 : monthlyInterest,
      interestAdded: added && last ? interestAdded : 0,
      principalPaid: 0,
      remainingBalance: added && last ? amountRepaid : principal,
    });
  }
  for (const m of loan.months)
    months.push({
      month: moratorium + m.month,
      payment: m.payment,
      interestPaid: m.interestPaid,
      interestAdded: 0,
      principalPaid: m.principalPaid,
      remainingBalance: m.remainingBalance,
    });

  // 80E: from the year interest is first paid (during the moratorium when it is paid monthly), for eight years.
  const firstPaid = months.find((m) => m.interestPaid > 0)?.month ?? moratorium + 1;
  const deductionFromYear = Math.ceil(firstPaid / 12);
  const deductionToYear = deductionFromYear + rules.educationLoan.deductionYears - 1;

  const rows: EducationLoanRow[] = [];
  for (let start = 0; start < months.length; start += 12) {
    const of = months.slice(start, start + 12);
    const add = (pick: (m: EducationLoanMonth) => number) => finite(of.reduce((sum, m) => sum + pick(m), 0));
    const year = start / 12 + 1;
    const interestPaid = add((m) => m.interestPaid);
    rows.push({
      year,
      payment: add((m) => m.payment),
      interestPaid,
      interestAdded: add((m) => m.interestAdded),
      principalPaid: add((m) => m.principalPaid),
      remainingBalance: of[of.length - 1].remainingBalance,
      deduction80E: year >= deductionFromYear && year <= deductionToYear ? interestPaid : 0,
    });
  }

  const moratoriumPaid = added ? 0 : finite(monthlyInterest * moratorium);
  const totalPayment = finite(loan.totalPayment + moratoriumPaid);
  return {
    emi: loan.emi,
    moratoriumMonthlyInterest: added ? 0 : monthlyInterest,
    interestAdded,
    amountRepaid,
    totalInterest: finite(Math.max(0, totalPayment - principal)),
    totalPayment,
    deduction80E: finite(rows.reduce((sum, row) => sum + row.deduction80E, 0)),
    deductionFromYear,
    deductionToYear,
    moratoriumMonths: moratorium,
    added,
    rows,
    months,
  };
}
