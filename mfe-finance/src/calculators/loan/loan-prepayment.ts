/**
 * Loan prepayments: pure maths, no UI.
 *
 * A prepayment is paid after its month's EMI and is capped at the balance still owed. One-time: an amount in one
 * month. Recurring: an amount every 1, 3 or 12 months from a starting month (empty = month 1) until the loan ends.
 *
 * Between two prepayments the loan is an annuity: with EMI E and monthly rate i, a balance B is repaid by
 *   N = -ln(1 - B i / E) / ln(1 + i)   (B / E at 0 %)
 * more payments, and the balance after k of them is
 *   B_k = E (1 - (1+i)^-(N-k)) / i      (E (N - k) at 0 %).
 * This closed form, as in loan.ts, avoids the recurrence B(1+i) - E, whose rounding errors grow by (1+i)^n.
 * - Shorter tenure: the EMI stays; after each prepayment N is computed anew from the lower balance. N is then
 *   usually not whole: the last payment is the balance left plus its month's interest, less than an EMI.
 * - Lower EMI: the months left stay; after each prepayment the EMI is computed anew: the EMI of the lower balance
 *   over the months left of the original tenure.
 * The result's EMI is the EMI the loan starts with; interest saved and months saved compare with calculateLoan,
 * the same loan without prepayments, which is also the result when nothing is prepaid.
 */

import { finite, num, wholeYears } from '../number-guards';
import { calculateLoan, type LoanInputs, type LoanMonth, type LoanResult, type LoanRow } from './loan';

/** What a prepayment does: the values of the 'After Each Prepayment' choice. */
export const PREPAYMENT_EFFECT = { shorterTenure: 0, lowerEmi: 1 } as const;
/** Months between recurring prepayments: the values of the 'Frequency' choice. */
export const PREPAYMENT_FREQUENCIES = [1, 3, 12] as const;

export interface LoanPrepaymentInputs extends LoanInputs {
  /** Amount prepaid once (empty = 0). */
  oneTimePrepayment?: number;
  /** The month the one-time prepayment is paid in, after that month's EMI (1 = the first month). */
  oneTimeMonth?: number;
  /** Amount prepaid again and again (empty = 0). */
  recurringPrepayment?: number;
  /** Months between recurring prepayments: 1, 3 or 12 (anything else counts as 1). */
  recurringFrequency?: number;
  /** The month of the first recurring prepayment (empty = month 1). */
  recurringStartMonth?: number;
  /** PREPAYMENT_EFFECT: 0 keeps the EMI and finishes sooner, 1 keeps the tenure and lowers the EMI. */
  prepaymentEffect?: number;
}

export interface LoanPrepaymentResult extends LoanResult {
  /** Interest saved against the same loan without prepayments. */
  interestSaved: number;
  /** Months by which the loan ends sooner than its tenure. */
  monthsSaved: number;
  totalPrepaid: number;
  /** The EMI in force at the end: lower than `emi` after prepayments that lower the EMI. */
  finalEmi: number;
}

/** A month number: whole, at least 1 (empty counts as month 1). */
const monthNumber = (x: number | undefined): number => Math.max(1, Math.floor(num(x)));

/** The amount due for prepayment in a month (1-based), before capping at the balance. */
export function prepaymentSchedule(i: LoanPrepaymentInputs): (month: number) => number {
  const oneTime = Math.max(0, num(i.oneTimePrepayment));
  const oneTimeMonth = monthNumber(i.oneTimeMonth);
  const recurring = Math.max(0, num(i.recurringPrepayment));
  const start = monthNumber(i.recurringStartMonth);
  const every = (PREPAYMENT_FREQUENCIES as readonly number[]).includes(num(i.recurringFrequency)) ? num(i.recurringFrequency) : 1;
  return (month) =>
    (oneTime > 0 && month === oneTimeMonth ? oneTime : 0) +
    (recurring > 0 && month >= start && (month - start) % every === 0 ? recurring : 0);
}

/** Within this of a whole number of payments, the count is that whole number (no final payment of a cent's fraction). */
const WHOLE = 1e-9;

export function calculateLoanWithPrepayments(i: LoanPrepaymentInputs): LoanPrepaymentResult {
  const plain = calculateLoan(i);
  const withoutPrepayments: LoanPrepaymentResult = {
    ...plain,
    interestSaved: 0,
    monthsSaved: 0,
    totalPrepaid: 0,
    finalEmi: plain.emi,
  };
  const principal = Math.max(0, num(i.loanAmount));
  const n = wholeYears(i.tenure) * 12;
  const due = prepaymentSchedule(i);
  let anyDue = false;
  for (let m = 1; m <= n && !anyDue; m++) anyDue = due(m) > 0;
  if (principal === 0 || !anyDue) return withoutPrepayments;

  const r = num(i.annualRate) / 100 / 12;
  const zeroRate = r === 0 || !(r > -1); // as calculateLoan: rates at or below -1200 % a year count as 0 %
  const logGrowth = zeroRate ? 0 : Math.log1p(r);
  const lowerEmi = num(i.prepaymentEffect) === PREPAYMENT_EFFECT.lowerEmi;
  /** Interest has the sign of the rate (rounding residue such as -1e-9 is cleared). */
  const signed = (x: number) => finite(zeroRate ? 0 : r > 0 ? Math.max(0, x) : Math.min(0, x));

  // The current annuity: its EMI, the month before its first payment, and how many payments repay it.
  let emi = plain.emi;
  let segmentStart = 0;
  let payments = n;
  /** The balance after k payments of the current annuity. */
  const balanceAfter = (k: number): number =>
    finite(Math.max(0, zeroRate ? emi * (payments - k) : (emi * -Math.expm1(-(payments - k) * logGrowth)) / r));

  const months: LoanMonth[] = [];
  let balance = principal;
  for (let month = 1; month <= n && balance > 0; month++) {
    const left = payments - (month - segmentStart);
    let payment: number;
    let next: number;
    if (left <= WHOLE) {
      // The last payment: what is still owed plus its month's interest.
      next = 0;
      payment = finite(balance + (zeroRate ? 0 : balance * r));
    } else {
      next = balanceAfter(month - segmentStart);
      if (r >= 0) next = Math.min(next, balance); // never a negative principal from rounding
      payment = zeroRate ? finite(balance - next) : emi;
    }
    const principalPaid = finite(balance - next);
    const interestPaid = signed(payment - principalPaid);
    const prepayment = finite(Math.min(due(month), next));
    next = finite(next - prepayment);
    months.push({ month, payment, principalPaid, interestPaid, prepayment, remainingBalance: next });
    balance = next;

    if (prepayment > 0 && balance > 0) {
      // A new annuity starts from the lower balance.
      segmentStart = month;
      const monthsLeft = n - month;
      if (lowerEmi) {
        payments = monthsLeft;
        emi = finite(zeroRate ? balance / monthsLeft : (balance * r) / -Math.expm1(-monthsLeft * logGrowth));
      } else {
        const count = zeroRate ? balance / emi : -Math.log1p((-balance * r) / emi) / logGrowth;
        payments = Number.isFinite(count) && count > 0 ? Math.min(count, monthsLeft) : monthsLeft;
        if (Math.abs(payments - Math.round(payments)) < WHOLE) payments = Math.round(payments);
      }
    }
  }

  const rows: LoanRow[] = [];
  for (let start = 0; start < months.length; start += 12) {
    const year = months.slice(start, start + 12);
    const add = (pick: (m: LoanMonth) => number) => finite(year.reduce((sum, m) => sum + pick(m), 0));
    rows.push({
      year: start / 12 + 1,
      totalPayment: add((m) => m.payment + (m.prepayment ?? 0)),
      principalPaid: add((m) => m.principalPaid),
      interestPaid: signed(add((m) => m.interestPaid)),
      remainingBalance: year[year.length - 1].remainingBalance,
      prepayment: add((m) => m.prepayment ?? 0),
    });
  }

  const totalInterest = signed(months.reduce((sum, m) => sum + m.interestPaid, 0));
  const totalPrepaid = finite(months.reduce((sum, m) => sum + (m.prepayment ?? 0), 0));
  return {
    emi: plain.emi,
    totalPayment: finite(principal + totalInterest),
    totalInterest,
    rows,
    months,
    interestSaved: signed(plain.totalInterest - totalInterest),
    monthsSaved: n - months.length,
    totalPrepaid,
    finalEmi: emi,
  };
}
