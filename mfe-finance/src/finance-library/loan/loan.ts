/**
 * Loan EMI: pure maths, no UI. The Loan page's, and the plan under the car, education, personal and home loan pages.
 *
 * Monthly rate r = annualRate / 100 / 12, months n = tenure x 12.
 * EMI = P r (1+r)^n / ((1+r)^n - 1) (written as P r / (1 - (1+r)^-n) so it cannot overflow); at r = 0, EMI = P / n.
 * Total payment = EMI x n; total interest = total payment - P. Rows aggregate each year's 12 months of amortization.
 *
 * The balance after m payments is taken from the closed form
 *   B_m = P (1 - (1+r)^(m-n)) / (1 - (1+r)^-n)
 * instead of the month-by-month recurrence B_m = B_(m-1)(1+r) - EMI, which amplifies rounding errors by
 * (1+r)^n and goes badly wrong for long tenures at high rates. Principal of month m = B_(m-1) - B_m, so the
 * principal paid sums to P and the final balance is exactly 0; interest of month m = EMI - principal (= B_(m-1) x r).
 * The monthly schedule lists those months one by one; the yearly rows add up twelve of them each.
 */

import { finite, num, wholeYears } from '../number-guards';

export interface LoanInputs {
  loanAmount: number;
  annualRate: number;
  tenure: number;
}
export interface LoanRow {
  year: number;
  totalPayment: number;
  principalPaid: number;
  interestPaid: number;
  remainingBalance: number;
  /** Prepaid that year besides the EMIs (loan-prepayment.ts; absent without prepayments). */
  prepayment?: number;
  /** The lowest and highest annual rate (%) of the year's months (loan-prepayment.ts; only when the rate changes). */
  rateFrom?: number;
  rateTo?: number;
}
/** One month of the schedule: the payment, its split into principal and interest, and the balance after it. */
export interface LoanMonth {
  month: number;
  payment: number;
  principalPaid: number;
  interestPaid: number;
  remainingBalance: number;
  /** Prepaid after this month's EMI (loan-prepayment.ts; absent without prepayments). */
  prepayment?: number;
  /** The month's annual rate (%) (loan-prepayment.ts; only when the rate changes). */
  rate?: number;
}
export interface LoanResult {
  emi: number;
  totalPayment: number;
  totalInterest: number;
  rows: LoanRow[];
  /** Every month of the loan (the monthly schedule). */
  months: LoanMonth[];
}

export function calculateLoan(i: LoanInputs): LoanResult {
  return calculateLoanOverMonths(i.loanAmount, i.annualRate, wholeYears(i.tenure) * 12);
}

/**
 * The same loan over any whole number of monthly payments (a personal loan's 36 months, an education loan's
 * repayment after its moratorium): calculateLoan is this over 12 x its years. The yearly rows take twelve months
 * each; a last year of fewer months holds those months only.
 */
export function calculateLoanOverMonths(loanAmount: number, annualRate: number, monthCount: number): LoanResult {
  const principal = Math.max(0, num(loanAmount));
  const months = Number.isFinite(monthCount) && monthCount > 0 ? Math.floor(monthCount) : 0;
  const r = num(annualRate) / 100 / 12;
  if (months === 0) return { emi: 0, totalPayment: 0, totalInterest: 0, rows: [], months: [] };

  // Rates at or below -1200 % a year (r <= -1) are outside the product's bounds and have no meaning: treat as 0 %.
  const zeroRate = r === 0 || !(r > -1);
  const logGrowth = zeroRate ? 0 : Math.log1p(r);
  const denominator = zeroRate ? months : -Math.expm1(-months * logGrowth); // 1 - (1+r)^-n
  const emi = finite(zeroRate ? principal / months : (principal * r) / denominator);

  /** Outstanding balance after m payments (m = 0..n), never negative, exactly 0 at m = n. */
  const balanceAfter = (m: number): number => {
    if (m >= months) return 0;
    const b = zeroRate
      ? (principal * (months - m)) / months
      : (principal * Math.expm1((m - months) * logGrowth)) / Math.expm1(-months * logGrowth);
    return finite(Math.max(0, b));
  };

  const rows: LoanRow[] = [];
  const schedule: LoanMonth[] = [];
  let balance = principal;
  let month = 0;
  for (let year = 1; month < months; year++) {
    let principalPaid = 0;
    let monthsOfYear = 0;
    for (let k = 0; k < 12 && month < months; k++) {
      monthsOfYear++;
      month++;
      const next = balanceAfter(month);
      const principalOfMonth = finite(balance - next);
      principalPaid += principalOfMonth;
      const payment = zeroRate ? principalOfMonth : emi;
      const rawMonthInterest = zeroRate ? 0 : payment - principalOfMonth;
      const interestOfMonth = finite(r > 0 ? Math.max(0, rawMonthInterest) : Math.min(0, rawMonthInterest));
      schedule.push({ month, payment, principalPaid: principalOfMonth, interestPaid: interestOfMonth, remainingBalance: next });
      balance = next;
    }
    principalPaid = finite(principalPaid);
    // Every month's payment is the EMI; the interest is the part of it that did not reduce the balance
    // (equal to the balance x r of each month, without summing large opposite-signed terms at negative rates).
    const totalPayment = zeroRate ? principalPaid : finite(emi * monthsOfYear);
    // Interest has the sign of the rate; clamping removes rounding residue such as -1e-7 (shown as "-0.00").
    const rawInterest = zeroRate ? 0 : totalPayment - principalPaid;
    const interestPaid = finite(r > 0 ? Math.max(0, rawInterest) : Math.min(0, rawInterest));
    rows.push({ year, totalPayment, principalPaid, interestPaid, remainingBalance: balance });
  }

  if (zeroRate) return { emi, totalPayment: principal, totalInterest: 0, rows, months: schedule };
  const totalPayment = finite(emi * months);
  const rawTotalInterest = totalPayment - principal;
  const totalInterest = finite(r > 0 ? Math.max(0, rawTotalInterest) : Math.min(0, rawTotalInterest));
  return { emi, totalPayment, totalInterest, rows, months: schedule };
}
