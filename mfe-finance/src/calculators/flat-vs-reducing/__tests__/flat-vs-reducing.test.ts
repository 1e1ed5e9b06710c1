import { moneyText } from '@calc/shared';
import { flatRateMode } from '../flat-vs-reducing-modes';
import { calculateFlatVsReducing, equivalentReducingRate } from '../flat-vs-reducing';

/**
 * The equivalent rate found another way: the monthly rate i that makes the flat EMI repay P, by Newton's method on
 * the balance after n payments (P (1+i)^n - EMI ((1+i)^n - 1)/i = 0), written independently of the product's code.
 */
function newtonRate(p: number, emi: number, n: number): number {
  const balance = (i: number) => p * (1 + i) ** n - (emi * ((1 + i) ** n - 1)) / i;
  // Start above the root: EMI = P i / (1 - (1+i)^-n) > P i, so i < EMI / P.
  let i = emi / p;
  for (let step = 0; step < 100; step++) {
    const h = 1e-7;
    const slope = (balance(i + h) - balance(i - h)) / (2 * h);
    i -= balance(i) / slope;
  }
  return i * 1200;
}

/** The balance a month at a time: what is left after n payments of `emi` at the yearly rate given. */
function leftAfter(p: number, ratePercent: number, emi: number, n: number): number {
  let balance = p;
  for (let month = 0; month < n; month++) balance = balance * (1 + ratePercent / 1200) - emi;
  return balance;
}

describe('calculateFlatVsReducing', () => {
  it('the issue’s example: 1,00,000 at 10% flat for 3 years: EMI 3,611.11, equivalent reducing rate 17.92%', () => {
    const r = calculateFlatVsReducing({ loanAmount: 100000, flatRate: 10, tenure: 3 });
    // (1,00,000 + 1,00,000 x 0.10 x 3) / 36 = 1,30,000 / 36
    expect(r.flatEmi).toBeCloseTo(130000 / 36, 10);
    expect(r.flatEmi).toBeCloseTo(3611.11, 2);
    expect(r.flatTotalInterest).toBe(30000);
    expect(r.equivalentRate).toBeCloseTo(17.92, 2);
    expect(r.equivalentRate).toBeCloseTo(newtonRate(100000, 130000 / 36, 36), 8);
    // 36 payments of the flat EMI at the equivalent rate repay the loan to well under a paisa.
    expect(Math.abs(leftAfter(100000, r.equivalentRate, r.flatEmi, 36))).toBeLessThan(1e-4);
  });

  it('the same loan on a reducing balance at 10%: EMI 3,226.72, interest 16,161.87, 13,838.13 less', () => {
    const r = calculateFlatVsReducing({ loanAmount: 100000, flatRate: 10, tenure: 3 });
    const i = 0.1 / 12;
    const emi = (100000 * i) / (1 - (1 + i) ** -36);
    expect(r.reducingEmi).toBeCloseTo(emi, 8);
    expect(r.reducingEmi).toBeCloseTo(3226.72, 2);
    expect(r.reducingTotalInterest).toBeCloseTo(emi * 36 - 100000, 6);
    expect(r.extraInterest).toBeCloseTo(30000 - (emi * 36 - 100000), 6);
    expect(r.rows.map((row) => row.flatInterest)).toEqual([10000, 10000, 10000]);
    expect(r.rows[0].reducingBalance).toBeCloseTo(leftAfter(100000, 10, emi, 12), 6);
    expect(r.rows[2].reducingBalance).toBe(0);
  });

  it('longer and dearer loans agree with Newton’s method to 1e-8 of a percent', () => {
    for (const [p, f, y] of [
      [500000, 8.5, 5],
      [250000, 14, 7],
      [1000000, 30, 20],
    ]) {
      const r = calculateFlatVsReducing({ loanAmount: p, flatRate: f, tenure: y });
      expect(r.equivalentRate).toBeCloseTo(newtonRate(p, (p + p * (f / 100) * y) / (12 * y), 12 * y), 8);
      expect(r.equivalentRate).toBeGreaterThan(f);
    }
  });

  it('at 0% every way is interest-free', () => {
    const r = calculateFlatVsReducing({ loanAmount: 120000, flatRate: 0, tenure: 1 });
    expect(r.flatEmi).toBe(10000);
    expect(r.equivalentRate).toBe(0);
    expect(r.extraInterest).toBe(0);
  });

  it('the largest inputs stay finite', () => {
    const r = calculateFlatVsReducing({ loanAmount: 1e12, flatRate: 100, tenure: 30 });
    expect(Number.isFinite(r.equivalentRate)).toBe(true);
    expect(equivalentReducingRate(1e12, r.flatEmi, 30)).toBe(r.equivalentRate);
  });
});

describe('solving for the flat rate', () => {
  it('12% reducing over 3 years is a flat rate with the same EMI; fed back, the equivalent rate is 12%', () => {
    const solved = flatRateMode.solve({ loanAmount: 100000, reducingRate: 12, tenure: 3 });
    if (!solved.ok) throw new Error(moneyText(solved.reason, String));
    // EMI at 1% a month for 36 months, then (36 EMI - P) / (P x 3).
    const emi = (100000 * 0.01) / (1 - 1.01 ** -36);
    expect(solved.value.figures[0].value).toBeCloseTo(((36 * emi - 100000) / 300000) * 100, 10);
    expect(solved.value.result.flatEmi).toBeCloseTo(emi, 8);
    expect(solved.value.result.equivalentRate).toBeCloseTo(12, 8);
  });
});
