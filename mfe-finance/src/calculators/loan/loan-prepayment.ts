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
 * Rate changes (a floating rate): from its month on, the month's interest is at the new rate, and the loan is again an
 * annuity at that rate from the balance owed after the month before. Keep EMI: N is computed anew (the tenure moves;
 * if the EMI no longer repays the loan within MAX_MONTHS in all, it rises to the EMI that does). Keep Tenure: the
 * EMI is computed anew over the months left. In a month with both, the new rate applies before the EMI, the
 * prepayment after it.
 * The result's EMI is the EMI the loan starts with; interest saved and months saved compare with the same loan
 * (with the same rate changes) without prepayments; extra interest compares with the same loan (with the same
 * prepayments) at the original rate throughout. calculateLoan is the result when nothing is prepaid or changed.
 */

import { finite, num, wholeYears } from '../../finance-library/number-guards';
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
  /** RATE_CHANGE_EFFECT: 0 keeps the EMI (the tenure moves), 1 keeps the tenure (the EMI moves). */
  rateChangeEffect?: number;
}

/** What a rate change does: the values of the 'When the Rate Changes' choice. */
export const RATE_CHANGE_EFFECT = { keepEmi: 0, keepTenure: 1 } as const;

/** A row of "Rate Changes": from this month (1 = the first EMI) the annual rate is newRate %. */
export interface RateChange {
  fromMonth: number;
  newRate: number;
}

/** The longest loan the Loan page covers (50 years); a tenure kept EMI never stretches beyond it. */
export const MAX_MONTHS = 50 * 12;

export interface LoanPrepaymentResult extends LoanResult {
  /** Interest saved against the same loan without prepayments. */
  interestSaved: number;
  /** Months by which the loan ends sooner than its tenure. */
  monthsSaved: number;
  totalPrepaid: number;
  /** The EMI in force at the end: lower than `emi` after prepayments that lower the EMI, other after rate changes. */
  finalEmi: number;
  /** Present (true) only when a rate change applies (a month within the loan at a rate other than the one before). */
  rateChanged?: boolean;
  /** With rate changes: interest paid beyond the same loan's (with the same prepayments) at the original rate throughout; negative when less. */
  extraInterest?: number;
  /** With rate changes: whether a Keep EMI change had to raise the EMI, the loan not being repaid within MAX_MONTHS otherwise. */
  emiRaised?: boolean;
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

/** The annual rate of each month from 1 to MAX_MONTHS: the loan's rate, then each change from its month on. */
function ratesByMonth(annualRate: number, changes: readonly RateChange[]): (month: number) => number {
  const sorted = changes
    .map((c) => ({ fromMonth: Math.floor(num(c.fromMonth)), newRate: num(c.newRate) }))
    .filter((c) => c.fromMonth >= 1)
    .sort((a, b) => a.fromMonth - b.fromMonth); // stable: of two rows for one month, the later row wins
  return (month) => {
    let rate = annualRate;
    for (const change of sorted) if (change.fromMonth <= month) rate = change.newRate;
    return rate;
  };
}

/** What a new annuity keeps of the plan before it: its months left (the EMI is computed anew), or its EMI. */
type Keep = 'months' | 'emi';

interface Amortization {
  principal: number;
  /** The tenure in months. */
  tenureMonths: number;
  /** The EMI of the loan as taken. */
  firstEmi: number;
  /** The prepayment due in a month (1-based), before capping at the balance. */
  due: (month: number) => number;
  /** The annual rate of a month (1-based). */
  rateOf: (month: number) => number;
  /** What the plan keeps after a prepayment: the months (a lower EMI) or the EMI (a shorter tenure). */
  onPrepayment: Keep;
  /** What the plan keeps when the rate changes: the months (Keep Tenure) or the EMI (Keep EMI). */
  onRateChange: Keep;
}

/** The monthly schedule of a loan with prepayments and rates by month, and the EMI at its end. */
function amortize({ principal, tenureMonths, firstEmi, due, rateOf, onPrepayment, onRateChange }: Amortization) {
  let r = 0;
  let zeroRate = true;
  let logGrowth = 0;
  let annualRate = Number.NaN;
  const setRate = (annual: number) => {
    annualRate = annual;
    r = annual / 100 / 12;
    zeroRate = r === 0 || !(r > -1); // as calculateLoan: rates at or below -1200 % a year count as 0 %
    logGrowth = zeroRate ? 0 : Math.log1p(r);
  };
  /** Interest has the sign of its month's rate (rounding residue such as -1e-9 is cleared). */
  const signed = (x: number) => finite(zeroRate ? 0 : r > 0 ? Math.max(0, x) : Math.min(0, x));
  /** The EMI that repays `balance` in `count` payments at the current rate. */
  const emiOver = (balance: number, count: number) =>
    finite(zeroRate ? balance / count : (balance * r) / -Math.expm1(-count * logGrowth));
  /** How many payments of `pay` repay `balance` at the current rate (not finite when they never do). */
  const countAt = (balance: number, pay: number) => (zeroRate ? balance / pay : -Math.log1p((-balance * r) / pay) / logGrowth);

  // The current annuity: its EMI, the month before its first payment, and how many payments repay it.
  let emi = firstEmi;
  let segmentStart = 0;
  let payments = tenureMonths;
  let emiRaised = false;
  /** The balance after k payments of the current annuity. */
  const balanceAfter = (k: number): number =>
    finite(Math.max(0, zeroRate ? emi * (payments - k) : (emi * -Math.expm1(-(payments - k) * logGrowth)) / r));
  /**
   * A new annuity from `balance` after `month`. 'months': the months left of the current plan are kept, the EMI is
   * computed anew. 'emi': the EMI is kept and the payments counted anew, never beyond the current plan (a
   * prepayment) or beyond MAX_MONTHS (a rate change, where the EMI rises to the one that repays by then).
   */
  const restart = (balance: number, month: number, keep: Keep, longest: number) => {
    const lastMonth = Math.ceil(segmentStart + payments - WHOLE);
    segmentStart = month;
    if (keep === 'months') {
      payments = Math.max(1, lastMonth - month);
      emi = emiOver(balance, payments);
      return;
    }
    const most = Math.max(1, (longest === MAX_MONTHS ? MAX_MONTHS : lastMonth) - month);
    const count = countAt(balance, emi);
    if (Number.isFinite(count) && count > 0 && count <= most) {
      payments = Math.abs(count - Math.round(count)) < WHOLE ? Math.round(count) : count;
    } else if (longest === MAX_MONTHS) {
      // The EMI no longer repays the loan within the longest tenure: it rises to the EMI that does.
      payments = most;
      const raised = emiOver(balance, payments);
      emiRaised ||= raised > emi;
      emi = raised;
    } else {
      payments = most;
    }
  };

  setRate(rateOf(1));
  const months: LoanMonth[] = [];
  let balance = principal;
  for (let month = 1; month <= MAX_MONTHS && balance > 0; month++) {
    const rate = rateOf(month);
    if (rate !== annualRate) {
      setRate(rate);
      if (month > 1) restart(balance, month - 1, onRateChange, MAX_MONTHS);
    }
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
    months.push({ month, payment, principalPaid, interestPaid, prepayment, remainingBalance: next, rate });
    balance = next;
    // A new annuity starts from the lower balance.
    if (prepayment > 0 && balance > 0) restart(balance, month, onPrepayment, 0);
  }
  return { months, finalEmi: emi, emiRaised };
}

/** The yearly rows: each year's twelve months added up. */
function yearlyRows(months: LoanMonth[]): LoanRow[] {
  const rows: LoanRow[] = [];
  for (let start = 0; start < months.length; start += 12) {
    const year = months.slice(start, start + 12);
    const add = (pick: (m: LoanMonth) => number) => finite(year.reduce((sum, m) => sum + pick(m), 0));
    const rates = year.map((m) => m.rate ?? 0);
    const interest = add((m) => m.interestPaid);
    rows.push({
      year: start / 12 + 1,
      totalPayment: add((m) => m.payment + (m.prepayment ?? 0)),
      principalPaid: add((m) => m.principalPaid),
      // The sign of the year's rates (rounding residue such as -1e-9 is cleared; of mixed signs, the sum as it is).
      interestPaid: rates.every((x) => x >= 0)
        ? Math.max(0, interest)
        : rates.every((x) => x <= 0)
          ? Math.min(0, interest)
          : interest,
      remainingBalance: year[year.length - 1].remainingBalance,
      prepayment: add((m) => m.prepayment ?? 0),
      ...(year[0].rate === undefined ? {} : { rateFrom: Math.min(...rates), rateTo: Math.max(...rates) }),
    });
  }
  return rows;
}

export function calculateLoanWithPrepayments(
  i: LoanPrepaymentInputs,
  rateChanges: readonly RateChange[] = [],
): LoanPrepaymentResult {
  const plain = calculateLoan(i);
  const principal = Math.max(0, num(i.loanAmount));
  const n = wholeYears(i.tenure) * 12;
  const baseRate = num(i.annualRate);
  const rateOf = ratesByMonth(baseRate, rateChanges);
  const due = prepaymentSchedule(i);
  let anyDue = false;
  let rateChanged = false;
  for (let m = 1; m <= n; m++) {
    anyDue ||= due(m) > 0;
    rateChanged ||= rateOf(m) !== baseRate;
  }
  if (principal === 0 || (!anyDue && !rateChanged)) {
    return {
      ...plain,
      interestSaved: 0,
      monthsSaved: 0,
      totalPrepaid: 0,
      finalEmi: plain.emi,
    };
  }

  const onPrepayment: Keep = num(i.prepaymentEffect) === PREPAYMENT_EFFECT.lowerEmi ? 'months' : 'emi';
  const onRateChange: Keep = num(i.rateChangeEffect) === RATE_CHANGE_EFFECT.keepTenure ? 'months' : 'emi';
  const schedule = (pay: (month: number) => number, rates: (month: number) => number) =>
    amortize({ principal, tenureMonths: n, firstEmi: plain.emi, due: pay, rateOf: rates, onPrepayment, onRateChange });
  // Without rate changes, totals have the sign of the rate, as before (rounding residue such as -1e-9 is cleared).
  const signedTotal = (x: number) => finite(rateChanged || baseRate === 0 ? x : baseRate > 0 ? Math.max(0, x) : Math.min(0, x));
  const interestOf = (months: LoanMonth[]) => finite(months.reduce((sum, m) => sum + m.interestPaid, 0));

  const { months, finalEmi, emiRaised } = schedule(due, rateOf);
  const totalInterest = signedTotal(interestOf(months));
  const totalPrepaid = finite(months.reduce((sum, m) => sum + (m.prepayment ?? 0), 0));
  // What the prepayments save: the same loan, with the same rate changes, without them.
  const unprepaid = !anyDue ? months : rateChanged ? schedule(() => 0, rateOf).months : plain.months;
  const unprepaidInterest = rateChanged || !anyDue ? interestOf(unprepaid) : plain.totalInterest;
  // What the rate changes cost: the same loan, with the same prepayments, at the original rate throughout.
  const original = rateChanged ? schedule(due, () => baseRate).months : months;
  const withoutRows = rateChanged ? months : months.map(({ rate: _rate, ...month }) => month);
  return {
    emi: plain.emi,
    totalPayment: finite(principal + totalInterest),
    totalInterest,
    rows: yearlyRows(withoutRows),
    months: withoutRows,
    interestSaved: signedTotal(unprepaidInterest - totalInterest),
    monthsSaved: unprepaid.length - months.length,
    totalPrepaid,
    finalEmi,
    // Only with rate changes: the figures they bring.
    ...(rateChanged ? { rateChanged, extraInterest: finite(totalInterest - interestOf(original)), emiRaised } : {}),
  };
}
