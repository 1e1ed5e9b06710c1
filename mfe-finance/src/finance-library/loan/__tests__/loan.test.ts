import { calculateLoan } from '../loan';

/** The standard EMI formula, written out independently of the module. */
const standardEmi = (P: number, annual: number, years: number): number => {
  const r = annual / 100 / 12;
  const n = years * 12;
  return (P * r * Math.pow(1 + r, n)) / (Math.pow(1 + r, n) - 1);
};
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

describe('calculateLoan', () => {
  it('100000 at 10 % for 1 year: EMI 8791.59', () => {
    const res = calculateLoan({ loanAmount: 100000, annualRate: 10, tenure: 1 });
    expect(res.emi).toBeCloseTo(8791.59, 2);
    expect(res.totalPayment).toBeCloseTo(105499.06, 2);
    expect(res.totalInterest).toBeCloseTo(5499.06, 2);
    expect(res.rows).toHaveLength(1);
    expect(res.rows[0].principalPaid).toBeCloseTo(100000, 6);
    expect(res.rows[0].interestPaid).toBeCloseTo(5499.06, 2);
    expect(res.rows[0].totalPayment).toBeCloseTo(105499.06, 2);
    expect(res.rows[0].remainingBalance).toBe(0);
  });

  it('500000 at 8.5 % for 20 years matches the standard formula and amortises to 0', () => {
    const res = calculateLoan({ loanAmount: 500000, annualRate: 8.5, tenure: 20 });
    expect(res.emi).toBeCloseTo(standardEmi(500000, 8.5, 20), 6);
    expect(res.emi).toBeCloseTo(4339.12, 2);
    expect(res.totalPayment).toBeCloseTo(res.emi * 240, 6);
    expect(res.totalInterest).toBeCloseTo(res.emi * 240 - 500000, 6);
    expect(res.rows).toHaveLength(20);
    expect(sum(res.rows.map((r) => r.principalPaid))).toBeCloseTo(500000, 6);
    expect(sum(res.rows.map((r) => r.interestPaid))).toBeCloseTo(res.totalInterest, 4);
    for (const row of res.rows) {
      expect(row.totalPayment).toBeCloseTo(res.emi * 12, 6); // every year is 12 equal payments
      expect(row.totalPayment).toBeCloseTo(row.principalPaid + row.interestPaid, 6);
    }
    // Year 1 checked with the textbook recurrence solution: B12 = P(1+r)^12 - EMI((1+r)^12 - 1)/r.
    const r = 0.085 / 12;
    const b12 = 500000 * (1 + r) ** 12 - (res.emi * ((1 + r) ** 12 - 1)) / r;
    expect(res.rows[0].remainingBalance).toBeCloseTo(b12, 6);
    expect(res.rows[0].principalPaid).toBeCloseTo(500000 - b12, 6);
    // The balance only ever falls, and ends at exactly 0 (not -0, not a tiny residue).
    res.rows.slice(1).forEach((row, idx) => expect(row.remainingBalance).toBeLessThan(res.rows[idx].remainingBalance));
    expect(Object.is(res.rows[19].remainingBalance, 0)).toBe(true);
  });

  it('at 0 % the EMI is amount / months and there is no interest', () => {
    const res = calculateLoan({ loanAmount: 120000, annualRate: 0, tenure: 2 });
    expect(res.emi).toBe(5000);
    expect(res.totalPayment).toBe(120000);
    expect(res.totalInterest).toBe(0);
    expect(res.rows).toEqual([
      { year: 1, totalPayment: 60000, principalPaid: 60000, interestPaid: 0, remainingBalance: 60000 },
      { year: 2, totalPayment: 60000, principalPaid: 60000, interestPaid: 0, remainingBalance: 0 },
    ]);
  });

  it('tiny rates never show negative interest (no "-0.00") and converge to the 0 % schedule', () => {
    for (const annualRate of [1e-15, 1e-9, 1e-6]) {
      const res = calculateLoan({ loanAmount: 123456.78, annualRate, tenure: 7 });
      expect(res.totalInterest).toBeGreaterThanOrEqual(0);
      expect(res.rows.every((r) => r.interestPaid >= 0 && !Object.is(r.interestPaid, -0))).toBe(true);
      expect(res.emi / (123456.78 / 84)).toBeCloseTo(1, 6);
    }
  });

  it('a negative rate gives negative interest and still amortises', () => {
    const res = calculateLoan({ loanAmount: 100000, annualRate: -6, tenure: 5 });
    expect(res.emi).toBeCloseTo(standardEmi(100000, -6, 5), 6);
    expect(res.totalInterest).toBeLessThan(0);
    expect(sum(res.rows.map((r) => r.principalPaid))).toBeCloseTo(100000, 6);
    expect(res.rows[4].remainingBalance).toBe(0);
  });

  it('a zero loan gives zeros everywhere', () => {
    const res = calculateLoan({ loanAmount: 0, annualRate: 12, tenure: 3 });
    expect(res.emi).toBe(0);
    expect(res.totalInterest).toBe(0);
    expect(res.rows.every((r) => r.totalPayment === 0 && r.remainingBalance === 0)).toBe(true);
  });

  it('stays finite and still amortises at the extreme bounds', () => {
    for (const annualRate of [1000, -100, 1e-9]) {
      const res = calculateLoan({ loanAmount: 1e12, annualRate, tenure: 100 });
      const values = [
        res.emi,
        res.totalPayment,
        res.totalInterest,
        ...res.rows.flatMap((r) => [r.totalPayment, r.principalPaid, r.interestPaid, r.remainingBalance]),
      ];
      expect(values.every(Number.isFinite)).toBe(true);
      expect(sum(res.rows.map((r) => r.principalPaid)) / 1e12).toBeCloseTo(1, 9);
      expect(res.rows[99].remainingBalance).toBe(0);
      for (const row of res.rows) expect(row.totalPayment / (res.emi * 12)).toBeCloseTo(1, 6);
    }
    // 1000 % a year: (1+r)^n overflows a double, yet the EMI is the limit P r.
    expect(calculateLoan({ loanAmount: 1e12, annualRate: 1000, tenure: 100 }).emi).toBeCloseTo((1e12 * 10) / 12, 0);
  });
});
