import { calculateLoan } from '../loan';
import { calculateLoanWithPrepayments, PREPAYMENT_EFFECT, type LoanPrepaymentInputs } from '../loan-prepayment';
import { loanExample, LOAN_EXAMPLE_INPUTS, LOAN_EXAMPLE_PREPAYMENT } from '../loan-example';

/**
 * An independent reference: the plain month-by-month recurrence (interest = balance x r, then the EMI, the last
 * payment capped at what is owed, then the prepayment capped at the balance), fine for the short loans tested here.
 */
function reference(principal: number, annualRate: number, years: number, due: (month: number) => number, lowerEmi: boolean) {
  const r = annualRate / 1200;
  const n = years * 12;
  const emiOver = (balance: number, months: number) => (r === 0 ? balance / months : (balance * r) / (1 - (1 + r) ** -months));
  let emi = emiOver(principal, n);
  let balance = principal;
  let interest = 0;
  let prepaid = 0;
  let months = 0;
  const prepayments: number[] = [];
  for (let m = 1; m <= n && balance > 1e-6; m++) {
    const monthInterest = balance * r;
    const payment = Math.min(emi, balance + monthInterest);
    balance = balance + monthInterest - payment;
    interest += monthInterest;
    months = m;
    const prepayment = Math.min(due(m), balance);
    balance -= prepayment;
    prepaid += prepayment;
    prepayments.push(prepayment);
    if (lowerEmi && prepayment > 0 && balance > 1e-6) emi = emiOver(balance, n - m);
  }
  return { interest, prepaid, months, prepayments, finalEmi: emi };
}

const once = (month: number, amount: number) => (m: number) => (m === month ? amount : 0);
const every = (start: number, step: number, amount: number) => (m: number) =>
  m >= start && (m - start) % step === 0 ? amount : 0;

function expectMatches(inputs: LoanPrepaymentInputs, due: (m: number) => number) {
  const lowerEmi = inputs.prepaymentEffect === PREPAYMENT_EFFECT.lowerEmi;
  const ref = reference(inputs.loanAmount, inputs.annualRate, inputs.tenure, due, lowerEmi);
  const base = reference(inputs.loanAmount, inputs.annualRate, inputs.tenure, () => 0, false);
  const res = calculateLoanWithPrepayments(inputs);
  expect(res.totalInterest).toBeCloseTo(ref.interest, 4);
  expect(res.interestSaved).toBeCloseTo(base.interest - ref.interest, 4);
  expect(res.monthsSaved).toBe(inputs.tenure * 12 - ref.months);
  expect(res.months).toHaveLength(ref.months);
  expect(res.totalPrepaid).toBeCloseTo(ref.prepaid, 4);
  expect(res.finalEmi).toBeCloseTo(ref.finalEmi, 4);
  res.months.forEach((m, index) => expect(m.prepayment).toBeCloseTo(ref.prepayments[index], 4));
  expectSane(res);
  return res;
}

/** No NaN, no negative figure, the balance ends at exactly 0, and the yearly rows add up the months. */
function expectSane(res: ReturnType<typeof calculateLoanWithPrepayments>) {
  const numbers = [
    res.emi,
    res.totalPayment,
    res.totalInterest,
    res.interestSaved,
    res.monthsSaved,
    res.totalPrepaid,
    res.finalEmi,
    ...res.months.flatMap((m) => [m.payment, m.principalPaid, m.interestPaid, m.prepayment ?? 0, m.remainingBalance]),
    ...res.rows.flatMap((r) => [r.totalPayment, r.principalPaid, r.interestPaid, r.prepayment ?? 0, r.remainingBalance]),
  ];
  expect(numbers.filter((x) => !(Number.isFinite(x) && x >= 0))).toEqual([]);
  if (res.months.length > 0) expect(res.months[res.months.length - 1].remainingBalance).toBe(0);
  expect(res.rows).toHaveLength(Math.ceil(res.months.length / 12));
  const paid = res.months.reduce((s, m) => s + m.payment + (m.prepayment ?? 0), 0);
  expect(Math.abs(res.rows.reduce((s, r) => s + r.totalPayment, 0) - paid)).toBeLessThanOrEqual(1e-9 * paid + 1e-6);
}

describe('loan prepayments', () => {
  const small = { loanAmount: 100000, annualRate: 12, tenure: 1 };

  it('without prepayments the result is the plain loan, figure for figure', () => {
    for (const inputs of [
      { loanAmount: 500000, annualRate: 9, tenure: 20 },
      { loanAmount: 120000, annualRate: 0, tenure: 2 },
      { ...small, oneTimePrepayment: 0, oneTimeMonth: 6, recurringPrepayment: 0, prepaymentEffect: 1 },
    ]) {
      const res = calculateLoanWithPrepayments(inputs);
      const plain = calculateLoan(inputs);
      expect(res).toEqual({ ...plain, interestSaved: 0, monthsSaved: 0, totalPrepaid: 0, finalEmi: plain.emi });
    }
  });

  it('a prepayment after the loan has ended changes nothing', () => {
    const res = calculateLoanWithPrepayments({ ...small, oneTimePrepayment: 5000, oneTimeMonth: 13 });
    expect(res.totalPrepaid).toBe(0);
    expect(res.totalInterest).toBe(calculateLoan(small).totalInterest);
  });

  // Derived by hand (month-by-month at 1 % a month): EMI 8,884.88; after month 6's EMI the balance is 51,492.11,
  // 31,492.11 after the 20,000 prepayment.
  it('100,000 at 12 % over 1 year, 20,000 prepaid in month 6: shorter tenure', () => {
    const res = calculateLoanWithPrepayments({ ...small, oneTimePrepayment: 20000, oneTimeMonth: 6 });
    expect(res.emi).toBeCloseTo(8884.88, 2);
    expect(res.months[5].remainingBalance).toBeCloseTo(31492.11, 2);
    expect(res.months[5].prepayment).toBe(20000);
    // Months 7-9 pay the EMI; month 10 pays the rest: 5,524.28 + 55.24 of interest.
    expect(res.months).toHaveLength(10);
    expect(res.months[9].payment).toBeCloseTo(5579.52, 2);
    expect(res.totalInterest).toBeCloseTo(5543.43, 2);
    expect(res.interestSaved).toBeCloseTo(6618.546 - 5543.43, 2);
    expect(res.monthsSaved).toBe(2);
    expect(res.finalEmi).toBe(res.emi);
    expect(res.rows).toHaveLength(1);
    expect(res.rows[0].prepayment).toBe(20000);
    expect(res.rows[0].totalPayment).toBeCloseTo(100000 + 5543.43, 2);
    expectSane(res);
  });

  it('100,000 at 12 % over 1 year, 20,000 prepaid in month 6: lower EMI', () => {
    const res = calculateLoanWithPrepayments({
      ...small,
      oneTimePrepayment: 20000,
      oneTimeMonth: 6,
      prepaymentEffect: PREPAYMENT_EFFECT.lowerEmi,
    });
    expect(res.emi).toBeCloseTo(8884.88, 2);
    // 31,492.11 over the 6 months left at 1 %: 5,433.91.
    expect(res.finalEmi).toBeCloseTo(5433.91, 2);
    expect(res.months[6].payment).toBeCloseTo(5433.91, 2);
    expect(res.months).toHaveLength(12);
    expect(res.monthsSaved).toBe(0);
    expect(res.totalInterest).toBeCloseTo(5912.74, 2);
    expect(res.interestSaved).toBeCloseTo(6618.546 - 5912.742, 2);
    expectSane(res);
  });

  it.each([
    ['monthly', 1],
    ['quarterly', 3],
    ['yearly', 12],
  ])('recurring %s prepayments, both effects, match the month-by-month reference', (_name, step) => {
    for (const effect of [PREPAYMENT_EFFECT.shorterTenure, PREPAYMENT_EFFECT.lowerEmi]) {
      expectMatches(
        {
          loanAmount: 500000,
          annualRate: 9,
          tenure: 5,
          recurringPrepayment: 10000,
          recurringFrequency: step,
          recurringStartMonth: 4,
          prepaymentEffect: effect,
        },
        every(4, step, 10000),
      );
    }
  });

  it('one-time and recurring together add up in the same month', () => {
    const res = expectMatches(
      {
        loanAmount: 300000,
        annualRate: 8.5,
        tenure: 4,
        oneTimePrepayment: 50000,
        oneTimeMonth: 12,
        recurringPrepayment: 2000,
        recurringFrequency: 3,
        recurringStartMonth: 3,
      },
      (m) => once(12, 50000)(m) + every(3, 3, 2000)(m),
    );
    expect(res.months[11].prepayment).toBe(52000);
  });

  it('a prepayment larger than the balance pays it off and stops there', () => {
    for (const effect of [PREPAYMENT_EFFECT.shorterTenure, PREPAYMENT_EFFECT.lowerEmi]) {
      const res = expectMatches({ ...small, oneTimePrepayment: 1e9, oneTimeMonth: 3, prepaymentEffect: effect }, once(3, 1e9));
      expect(res.months).toHaveLength(3);
      expect(res.monthsSaved).toBe(9);
      expect(res.totalPrepaid).toBeCloseTo(res.months[1].remainingBalance - res.months[2].principalPaid, 6);
    }
  });

  it('at 0 % prepayments save months (or EMI) but no interest', () => {
    const shorter = expectMatches(
      { loanAmount: 120000, annualRate: 0, tenure: 2, oneTimePrepayment: 30000, oneTimeMonth: 1 },
      once(1, 30000),
    );
    // 5,000 a month: 120,000 - 5,000 - 30,000 = 85,000 left is 17 more payments.
    expect(shorter.months).toHaveLength(18);
    expect(shorter.totalInterest).toBe(0);
    expect(shorter.interestSaved).toBe(0);
    const lower = expectMatches(
      {
        loanAmount: 120000,
        annualRate: 0,
        tenure: 2,
        oneTimePrepayment: 30000,
        oneTimeMonth: 1,
        prepaymentEffect: PREPAYMENT_EFFECT.lowerEmi,
      },
      once(1, 30000),
    );
    expect(lower.finalEmi).toBeCloseTo(85000 / 23, 9);
  });

  it('stays finite and never negative at the edges of the bounds', () => {
    for (const annualRate of [0, 0.01, 9, 100]) {
      for (const prepaymentEffect of [0, 1]) {
        for (const amount of [0.01, 1000, 1e12]) {
          expectSane(
            calculateLoanWithPrepayments({
              loanAmount: 1e12,
              annualRate,
              tenure: 50,
              oneTimePrepayment: amount,
              oneTimeMonth: 600,
              recurringPrepayment: amount,
              recurringFrequency: 12,
              recurringStartMonth: 1,
              prepaymentEffect,
            }),
          );
          expectSane(
            calculateLoanWithPrepayments({
              loanAmount: 0.01,
              annualRate,
              tenure: 1,
              recurringPrepayment: amount,
              prepaymentEffect,
            }),
          );
        }
      }
    }
  });
});

describe('the worked example', () => {
  it('its prepayment figures are the month-by-month reference’s', () => {
    const f = { money: (x: number) => x.toFixed(2), percent: (x: number) => `${x}%` };
    const rows = loanExample(LOAN_EXAMPLE_INPUTS, f).rows;
    const value = (label: string) => rows.find((row) => row.label.endsWith(label))?.value;
    const { loanAmount, annualRate, tenure } = LOAN_EXAMPLE_INPUTS;
    const { oneTimePrepayment, oneTimeMonth } = LOAN_EXAMPLE_PREPAYMENT;
    const base = reference(loanAmount, annualRate, tenure, () => 0, false);
    const shorter = reference(loanAmount, annualRate, tenure, once(oneTimeMonth, oneTimePrepayment), false);
    const lower = reference(loanAmount, annualRate, tenure, once(oneTimeMonth, oneTimePrepayment), true);
    expect(value('same EMI: interest saved')).toBe((base.interest - shorter.interest).toFixed(2));
    expect(value('same EMI: months saved')).toBe(`${tenure * 12 - shorter.months} months`);
    expect(value(`lower EMI: EMI from month ${oneTimeMonth + 1}`)).toBe(lower.finalEmi.toFixed(2));
    expect(value('lower EMI: interest saved')).toBe((base.interest - lower.interest).toFixed(2));
  });
});
