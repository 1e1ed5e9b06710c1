import { calculateLoanWithPrepayments, RATE_CHANGE_EFFECT, type RateChange } from '../loan-prepayment';
import { loanAmountMode, loanTenureMode, RATE_CHANGES_UNSOLVED } from '../loan-modes';

/**
 * An independent reference: the plain month-by-month recurrence. Each month: the month's rate (the last change at
 * or before it); on a change, keep the EMI or recompute it over the months the current plan still had (counted by
 * running the old EMI at the old rate until nothing is owed); interest = balance x r; the payment is the EMI, or
 * what is owed when less; then the prepayment, capped at the balance.
 */
function reference(
  principal: number,
  annualRate: number,
  years: number,
  changes: RateChange[],
  keepTenure: boolean,
  due: (month: number) => number = () => 0,
) {
  const n = years * 12;
  const rateIn = (m: number) => changes.filter((c) => c.fromMonth <= m).reduce((rate, c) => c.newRate, annualRate);
  const emiOver = (balance: number, r: number, months: number) =>
    r === 0 ? balance / months : (balance * r) / (1 - (1 + r) ** -months);
  let emi = emiOver(principal, annualRate / 1200, n);
  const firstEmi = emi;
  let balance = principal;
  let interest = 0;
  let month = 0;
  let rate = annualRate;
  const rates: number[] = [];
  while (balance > 1e-6 && month < 600) {
    month += 1;
    if (rateIn(month) !== rate) {
      if (keepTenure) {
        let left = 0;
        for (let b = balance; b > 1e-6; left++) b = b * (1 + rate / 1200) - emi;
        emi = emiOver(balance, rateIn(month) / 1200, left);
      }
      rate = rateIn(month);
    }
    const monthInterest = balance * (rate / 1200);
    const payment = Math.min(emi, balance + monthInterest);
    balance += monthInterest - payment;
    balance -= Math.min(due(month), balance);
    interest += monthInterest;
    rates.push(rate);
  }
  return { firstEmi, emi, interest, months: month, rates };
}

const LOAN = { loanAmount: 5000000, annualRate: 8.5, tenure: 20 };
const CHANGE = [{ fromMonth: 25, newRate: 9.5 }];

describe('a floating rate', () => {
  it('keeps the tenure: the issue’s figures, and the reference’s', () => {
    const res = calculateLoanWithPrepayments({ ...LOAN, rateChangeEffect: RATE_CHANGE_EFFECT.keepTenure }, CHANGE);
    const ref = reference(5000000, 8.5, 20, CHANGE, true);
    expect(res.emi).toBeCloseTo(43391.16, 2);
    expect(res.finalEmi).toBeCloseTo(46384.07, 2);
    expect(res.totalInterest).toBeCloseTo(6060347.06, 2);
    expect(res.months).toHaveLength(240);
    expect(res.finalEmi).toBeCloseTo(ref.emi, 4);
    expect(res.totalInterest).toBeCloseTo(ref.interest, 3);
    expect(res.rateChanged).toBe(true);
    // Against 8.5 % throughout: EMI x 240 - principal.
    expect(res.extraInterest).toBeCloseTo(6060347.06 - (ref.firstEmi * 240 - 5000000), 2);
    expect(res.months[23].rate).toBe(8.5);
    expect(res.months[24].rate).toBe(9.5);
    expect(res.months[24].payment).toBeCloseTo(46384.07, 2);
    expect(res.months[239].remainingBalance).toBe(0);
  });

  it('keeps the EMI: the issue’s figures, and the reference’s', () => {
    const res = calculateLoanWithPrepayments({ ...LOAN, rateChangeEffect: RATE_CHANGE_EFFECT.keepEmi }, CHANGE);
    const ref = reference(5000000, 8.5, 20, CHANGE, false);
    expect(res.months).toHaveLength(288);
    expect(ref.months).toBe(288);
    expect(res.totalInterest).toBeCloseTo(7454333.52, 2);
    expect(res.totalInterest).toBeCloseTo(ref.interest, 3);
    expect(res.finalEmi).toBeCloseTo(43391.16, 2);
    expect(res.emiRaised).toBe(false);
    expect(res.totalPayment).toBeCloseTo(5000000 + 7454333.52, 2);
    expect(res.rows).toHaveLength(24);
    expect(res.rows[1]).toMatchObject({ rateFrom: 8.5, rateTo: 8.5 });
    expect(res.rows[2]).toMatchObject({ rateFrom: 9.5, rateTo: 9.5 });
    const last = res.months[287];
    expect(last.remainingBalance).toBe(0);
    expect(last.payment).toBeLessThan(43391.16);
  });

  it('follows several changes, down and up, and a year with two rates', () => {
    const changes = [
      { fromMonth: 7, newRate: 7.25 },
      { fromMonth: 30, newRate: 10 },
      { fromMonth: 61, newRate: 0 },
      { fromMonth: 70, newRate: 8 },
    ];
    for (const keepTenure of [false, true]) {
      const res = calculateLoanWithPrepayments(
        { loanAmount: 800000, annualRate: 9, tenure: 10, rateChangeEffect: keepTenure ? 1 : 0 },
        changes,
      );
      const ref = reference(800000, 9, 10, changes, keepTenure);
      expect(res.months).toHaveLength(ref.months);
      expect(res.totalInterest).toBeCloseTo(ref.interest, 4);
      expect(res.finalEmi).toBeCloseTo(ref.emi, 4);
      expect(res.months.map((m) => m.rate)).toEqual(ref.rates);
      expect(res.rows[0]).toMatchObject({ rateFrom: 7.25, rateTo: 9 });
      const interestByYear = res.rows.reduce((sum, row) => sum + row.interestPaid, 0);
      expect(interestByYear).toBeCloseTo(res.totalInterest, 4);
    }
  });

  it('works with prepayments: the saving is against the same floating loan, the extra interest against the same prepayments', () => {
    const due = (m: number) => (m === 12 ? 300000 : m >= 36 && (m - 36) % 12 === 0 ? 100000 : 0);
    const inputs = {
      ...LOAN,
      oneTimePrepayment: 300000,
      oneTimeMonth: 12,
      recurringPrepayment: 100000,
      recurringFrequency: 12,
      recurringStartMonth: 36,
    };
    for (const keepTenure of [false, true]) {
      const res = calculateLoanWithPrepayments({ ...inputs, rateChangeEffect: keepTenure ? 1 : 0, prepaymentEffect: 0 }, CHANGE);
      const ref = reference(5000000, 8.5, 20, CHANGE, keepTenure, due);
      const unprepaid = reference(5000000, 8.5, 20, CHANGE, keepTenure);
      expect(res.months).toHaveLength(ref.months);
      expect(res.totalInterest).toBeCloseTo(ref.interest, 3);
      expect(res.interestSaved).toBeCloseTo(unprepaid.interest - ref.interest, 3);
      expect(res.monthsSaved).toBe(unprepaid.months - ref.months);
      const fixed = calculateLoanWithPrepayments({ ...inputs, prepaymentEffect: 0 });
      expect(res.extraInterest).toBeCloseTo(res.totalInterest - fixed.totalInterest, 3);
      expect(res.totalPrepaid).toBeCloseTo(
        300000 + 100000 * res.months.filter((m) => m.month >= 36 && (m.month - 36) % 12 === 0).length,
        2,
      );
    }
  });

  it('raises the EMI when keeping it would never repay the loan', () => {
    const res = calculateLoanWithPrepayments({ loanAmount: 1000000, annualRate: 8, tenure: 30, rateChangeEffect: 0 }, [
      { fromMonth: 13, newRate: 30 },
    ]);
    expect(res.emiRaised).toBe(true);
    expect(res.months).toHaveLength(600);
    expect(res.months[599].remainingBalance).toBe(0);
    expect(res.finalEmi).toBeGreaterThan(res.emi);
    expect(res.months.every((m) => Number.isFinite(m.payment) && m.interestPaid >= 0)).toBe(true);
  });

  it('is the plain loan when no change applies (same rate, or a month after the loan)', () => {
    const plain = calculateLoanWithPrepayments(LOAN);
    for (const changes of [[{ fromMonth: 30, newRate: 8.5 }], [{ fromMonth: 241, newRate: 12 }], []]) {
      const res = calculateLoanWithPrepayments(LOAN, changes);
      expect(res).toEqual(plain);
      expect(res.rateChanged).toBeUndefined();
      expect(res.months[0].rate).toBeUndefined();
    }
  });
});

describe('"Solve for" with rate changes', () => {
  const given = { loanAmount: 5000000, annualRate: 8.5, tenure: 20, monthlyEmi: 43391.16 };
  const rows = { 'fromMonth.1': 25, 'newRate.1': 9.5 };

  it('Loan Amount carries the rate changes (the starting EMI is at the loan’s own rate)', () => {
    const solved = loanAmountMode.solve({ ...given, ...rows } as Parameters<typeof loanAmountMode.solve>[0]);
    if (!solved.ok) throw new Error('unsolved');
    expect(solved.value.result.months).toHaveLength(288);
    expect(solved.value.result.rateChanged).toBe(true);
  });

  it('Loan Tenure (Years) says it works at the loan’s own rate', () => {
    expect(loanTenureMode.solve({ ...given, ...rows } as Parameters<typeof loanTenureMode.solve>[0])).toEqual({
      ok: false,
      reason: RATE_CHANGES_UNSOLVED,
    });
    expect(loanTenureMode.solve(given).ok).toBe(true);
  });
});
