/*
 * The Loan calculator's "Solve for" maths: the tenure a monthly EMI needs, and the loan an EMI of the visitor's own
 * repays month by month. (The loan an EMI repays, which every loan page solves for, is in the finance library.)
 */
import type { LoanMonth, LoanResult, LoanRow } from './loan';
import type { Solved } from '../../finance-library/solve/solve';

/**
 * The months a monthly EMI takes to repay the loan: -ln(1 - P r / EMI) / ln(1 + r), and the whole years of tenure
 * that cover them. An EMI at or below the first month's interest never repays anything.
 */
export function loanTenureFor(
  emi: number,
  loanAmount: number,
  annualRate: number,
): Solved<{ months: number; wholeYears: number }> {
  if (!(emi > 0) || !(loanAmount > 0)) return { ok: false, reason: 'Enter a loan amount and an EMI above 0.' };
  const r = annualRate / 100 / 12;
  const firstInterest = loanAmount * r;
  if (emi <= firstInterest) {
    return {
      ok: false,
      reason: (money) =>
        `An EMI of at most the first month's interest (${money(firstInterest)}) never repays the loan: raise the EMI above it.`,
    };
  }
  const months = r === 0 ? loanAmount / emi : -Math.log(1 - firstInterest / emi) / Math.log(1 + r);
  return { ok: true, value: { months, wholeYears: Math.ceil(months / 12 - 1e-9) } };
}

/**
 * The loan repaid by a fixed monthly EMI: each month the balance grows by its interest and the EMI comes off it;
 * the last payment is what is left (a part of an EMI). Month by month, as a bank runs it: the EMI is the visitor's
 * own figure, not one derived from a whole number of months.
 */
export function loanAtEmi(loanAmount: number, annualRate: number, emi: number, payments: number): LoanResult {
  const r = annualRate / 100 / 12;
  const months: LoanMonth[] = [];
  let balance = loanAmount;
  for (let month = 1; month <= payments && balance > 0; month++) {
    const interest = balance * r;
    const owed = balance + interest;
    // The last month pays what is left; a float hair above the EMI in the final month is still the last payment.
    const payment = month === payments || owed <= emi ? owed : emi;
    balance = Math.max(0, owed - payment);
    months.push({ month, payment, principalPaid: payment - interest, interestPaid: interest, remainingBalance: balance });
  }
  const rows: LoanRow[] = [];
  for (let start = 0; start < months.length; start += 12) {
    const year = months.slice(start, start + 12);
    const sum = (pick: (m: LoanMonth) => number) => year.reduce((total, m) => total + pick(m), 0);
    rows.push({
      year: start / 12 + 1,
      totalPayment: sum((m) => m.payment),
      principalPaid: sum((m) => m.principalPaid),
      interestPaid: sum((m) => m.interestPaid),
      remainingBalance: year[year.length - 1].remainingBalance,
    });
  }
  const totalPayment = months.reduce((total, m) => total + m.payment, 0);
  return { emi, totalPayment, totalInterest: totalPayment - loanAmount, rows, months };
}
