import { formatCurrency, moneyText, type Solved } from '@calc/shared';
import { calculateLoan } from '../../loan/loan';
import { calculateLumpSum } from '../../lump-sum/lump-sum';
import { calculateSip } from '../../sip/sip';
import { calculateSwp } from '../../swp/swp';
import { loanAmountFor, loanTenureFor } from '../loan-solve';
import { lumpSumAmountFor, lumpSumYearsFor } from '../lump-sum-solve';
import { sipAmountFor, sipRateFor, sipYearsFor } from '../sip-solve';
import { bisectIncreasing } from '../../../finance-library/solve/solve';
import { swpWithdrawalFor } from '../swp-solve';

const value = <T>(solved: Solved<T>): T => {
  if (!solved.ok) throw new Error(moneyText(solved.reason, String));
  return solved.value;
};
const toCent = (x: number) => Math.round(x * 100) / 100;

describe('bisectIncreasing', () => {
  it('finds the square root of 2', () => {
    expect(bisectIncreasing((x) => x * x - 2, 0, 2)).toBeCloseTo(Math.SQRT2, 11);
  });
});

describe('SIP solved backwards', () => {
  it.each([
    { annualRate: 12, duration: 15, stepUp: 0 },
    { annualRate: 12, duration: 15, stepUp: 10 },
    { annualRate: 0, duration: 10, stepUp: 0 },
    { annualRate: 0, duration: 10, stepUp: 5 },
    { annualRate: -5, duration: 20, stepUp: 3 },
  ])('the monthly amount for 1 crore reproduces it to the cent (%o)', (inputs) => {
    const amount = value(sipAmountFor(1e7, inputs));
    expect(toCent(calculateSip({ ...inputs, sipAmount: amount }).maturityAmount)).toBe(1e7);
  });

  it('closed form without step-up: P = FV i / ((1 + i)^n - 1) / (1 + i)', () => {
    const i = 0.12 / 12;
    const n = 180;
    const expected = (1e7 * i) / (Math.pow(1 + i, n) - 1) / (1 + i);
    expect(value(sipAmountFor(1e7, { annualRate: 12, duration: 15, stepUp: 0 }))).toBeCloseTo(expected, 6);
    // At 0 % the deposits are the target: 1 crore over 120 months.
    expect(value(sipAmountFor(1e7, { annualRate: 0, duration: 10, stepUp: 0 }))).toBeCloseTo(1e7 / 120, 9);
  });

  it('the years needed: whole years and the month the target is first reached', () => {
    const solved = value(sipYearsFor(1e6, { sipAmount: 10000, annualRate: 0, stepUp: 0 }));
    expect(solved).toEqual({ wholeYears: 9, months: 100 }); // 100 deposits of 10000
    const withRate = value(sipYearsFor(1e7, { sipAmount: 20000, annualRate: 12, stepUp: 0 }));
    const reached = calculateSip({ sipAmount: 20000, annualRate: 12, duration: withRate.wholeYears, stepUp: 0 });
    const before = calculateSip({ sipAmount: 20000, annualRate: 12, duration: withRate.wholeYears - 1, stepUp: 0 });
    expect(reached.maturityAmount).toBeGreaterThanOrEqual(1e7);
    expect(before.maturityAmount).toBeLessThan(1e7);
    expect(sipYearsFor(1e12, { sipAmount: 1, annualRate: 0, stepUp: 0 }).ok).toBe(false);
  });

  it('the rate that reaches the target reproduces it to the cent; an unreachable target says why', () => {
    const rate = value(sipRateFor(5e6, { sipAmount: 10000, duration: 15, stepUp: 5 }));
    expect(toCent(calculateSip({ sipAmount: 10000, duration: 15, stepUp: 5, annualRate: rate }).maturityAmount)).toBe(5e6);
    const unreachable = sipRateFor(1e12, { sipAmount: 100, duration: 1, stepUp: 0 });
    expect(unreachable).toEqual({ ok: false, reason: expect.stringMatching(/Not even 100 %/) });
  });
});

describe('Lump sum solved backwards', () => {
  it('the amount for a target, and the years an amount needs', () => {
    const amount = value(lumpSumAmountFor(1e6, 10, 10));
    expect(amount).toBeCloseTo(1e6 / Math.pow(1.1, 10), 8);
    expect(toCent(calculateLumpSum({ amount, annualRate: 10, duration: 10 }).maturityAmount)).toBe(1e6);
    // Doubling at 10 %: ln 2 / ln 1.1 = 7.2725 years, so 8 whole years.
    const years = value(lumpSumYearsFor(2e5, 1e5, 10));
    expect(years.exact).toBeCloseTo(Math.log(2) / Math.log(1.1), 12);
    expect(years.wholeYears).toBe(8);
    // Exactly 10 years, computed back: a float hair above 10 is still 10.
    expect(value(lumpSumYearsFor(1e5 * Math.pow(1.1, 10), 1e5, 10)).wholeYears).toBe(10);
    expect(lumpSumYearsFor(2e5, 1e5, 0).ok).toBe(false);
  });
});

describe('Loan solved backwards', () => {
  it('the loan an EMI of 30,000 carries over 20 years at 9 %, back to the cent', () => {
    const amount = value(loanAmountFor(30000, 9, 20));
    expect(toCent(calculateLoan({ loanAmount: amount, annualRate: 9, tenure: 20 }).emi)).toBe(30000);
    expect(value(loanAmountFor(30000, 0, 20))).toBe(30000 * 240);
  });

  it('the tenure an EMI needs; an EMI at most the first month’s interest is refused with why', () => {
    const emi = calculateLoan({ loanAmount: 5e6, annualRate: 9, tenure: 20 }).emi;
    const tenure = value(loanTenureFor(emi, 5e6, 9));
    expect(tenure.months).toBeCloseTo(240, 6);
    expect(tenure.wholeYears).toBe(20);
    expect(value(loanTenureFor(10000, 1.2e6, 0))).toEqual({ months: 120, wholeYears: 10 });
    // 5,000,000 at 9 %: the first month's interest is 37,500.
    const refusal = loanTenureFor(37500, 5e6, 9);
    expect(refusal.ok).toBe(false);
    // The first month's interest, 5,000,000 x 9 % / 12 = 37,500, written in the page's currency.
    if (!refusal.ok) expect(moneyText(refusal.reason, (amount) => formatCurrency(amount, 'USD'))).toContain('($37,500.00)');
  });
});

describe('SWP solved backwards', () => {
  it.each([
    { annualRate: 8, duration: 20, yearlyStepUp: 0 },
    { annualRate: 8, duration: 20, yearlyStepUp: 5 },
    { annualRate: 0, duration: 10, yearlyStepUp: 0 },
  ])('the largest withdrawal that lasts the whole duration (%o)', (inputs) => {
    const initialInvestment = 1e7;
    const withdrawal = value(swpWithdrawalFor({ ...inputs, initialInvestment }));
    const lasts = calculateSwp({ ...inputs, initialInvestment, withdrawalAmount: withdrawal * (1 - 1e-12) });
    expect(lasts.rows).toHaveLength(inputs.duration);
    expect(lasts.endingBalance).toBeGreaterThanOrEqual(0);
    expect(lasts.endingBalance).toBeLessThan(0.001); // nothing but float dust is left
    const more = calculateSwp({ ...inputs, initialInvestment, withdrawalAmount: withdrawal * 1.0001 });
    expect(more.endingBalance).toBe(0);
  });

  it('closed form without step-up: W = B i (1 + i)^n / ((1 + i)^n - 1); at 0 % the money over the months', () => {
    const i = 0.08 / 12;
    const n = 240;
    const expected = (1e7 * i * Math.pow(1 + i, n)) / (Math.pow(1 + i, n) - 1);
    expect(value(swpWithdrawalFor({ initialInvestment: 1e7, annualRate: 8, duration: 20, yearlyStepUp: 0 }))).toBeCloseTo(
      expected,
      6,
    );
    expect(value(swpWithdrawalFor({ initialInvestment: 1.2e6, annualRate: 0, duration: 10, yearlyStepUp: 0 }))).toBeCloseTo(
      10000,
      9,
    );
  });
});
