import { calculateSip } from '../sip';

/** Future value of an annuity-due: P per period, paid at the start of each of n periods, rate r per period. */
const annuityDue = (P: number, r: number, n: number): number =>
  r === 0 ? P * n : ((P * (Math.pow(1 + r, n) - 1)) / r) * (1 + r);

describe('calculateSip', () => {
  it('without step-up matches the annuity-due closed form P((1+r)^n - 1)/r (1+r)', () => {
    const res = calculateSip({ sipAmount: 5000, annualRate: 12, duration: 10, stepUp: 0 });
    expect(res.maturityAmount).toBeCloseTo(annuityDue(5000, 0.01, 120), 4);
    // 5000 x ((1.01^120 - 1) / 0.01) x 1.01 = 1,161,695.38 (worked out independently)
    expect(res.maturityAmount).toBeCloseTo(1161695.38, 2);
    expect(res.totalDeposit).toBe(600000);
    expect(res.totalReturns).toBeCloseTo(1161695.38 - 600000, 2);
    expect(res.rows).toHaveLength(10);
  });

  it('rows are cumulative end-of-year values, one per year from year 1', () => {
    const res = calculateSip({ sipAmount: 2000, annualRate: 8, duration: 5, stepUp: 0 });
    res.rows.forEach((row, idx) => {
      const year = idx + 1;
      const expected = annuityDue(2000, 0.08 / 12, 12 * year);
      expect(row.year).toBe(year);
      expect(row.totalDeposit).toBe(2000 * 12 * year);
      expect(row.maturityAmount).toBeCloseTo(expected, 6);
      expect(row.yearlyReturns).toBeCloseTo(expected - 2000 * 12 * year, 6);
    });
    expect(res.rows[4].maturityAmount).toBe(res.maturityAmount);
  });

  it('at 0 % the maturity equals the deposits and the returns are exactly 0', () => {
    const res = calculateSip({ sipAmount: 1000, annualRate: 0, duration: 3, stepUp: 0 });
    expect(res).toMatchObject({
      totalDeposit: 36000,
      maturityAmount: 36000,
      totalReturns: 0,
      rows: [
        { year: 1, totalDeposit: 12000, yearlyReturns: 0, maturityAmount: 12000 },
        { year: 2, totalDeposit: 24000, yearlyReturns: 0, maturityAmount: 24000 },
        { year: 3, totalDeposit: 36000, yearlyReturns: 0, maturityAmount: 36000 },
      ],
    });
    expect(Object.is(res.totalReturns, -0)).toBe(false);
  });

  it('step-up at 0 %: 1000/month in year 1, 1100/month in year 2 (hand-checked)', () => {
    // Year 1: 12 x 1000 = 12000. Year 2: 12 x 1100 = 13200. Total 25200.
    const res = calculateSip({ sipAmount: 1000, annualRate: 0, duration: 2, stepUp: 10 });
    expect(res.rows[0].totalDeposit).toBeCloseTo(12000, 8);
    expect(res.rows[1].totalDeposit).toBeCloseTo(25200, 8);
    expect(res.maturityAmount).toBeCloseTo(25200, 8);
  });

  it('step-up at 12 % for 2 years (hand-checked)', () => {
    // r = 1 % a month. s12 = ((1.01^12 - 1) / 0.01) x 1.01 = 12.682503 x 1.01 = 12.809328.
    // Year 1: 1000 x 12.809328 = 12809.33 (deposits 12000).
    // Year 2: 12809.33 x 1.01^12 (= 1.126825) + 1100 x 12.809328 = 14433.87 + 14090.26 = 28524.13 (deposits 25200).
    const res = calculateSip({ sipAmount: 1000, annualRate: 12, duration: 2, stepUp: 10 });
    expect(res.rows[0].maturityAmount).toBeCloseTo(12809.33, 2);
    expect(res.rows[0].yearlyReturns).toBeCloseTo(809.33, 2);
    expect(res.rows[1].maturityAmount).toBeCloseTo(28524.13, 2);
    expect(res.rows[1].totalDeposit).toBeCloseTo(25200, 8);
    expect(res.rows[1].yearlyReturns).toBeCloseTo(3324.13, 2);
    expect(res.totalReturns).toBeCloseTo(3324.13, 2);
  });

  it('a zero duration gives zeros and no rows', () => {
    expect(calculateSip({ sipAmount: 1000, annualRate: 10, duration: 0, stepUp: 0 })).toMatchObject({
      totalDeposit: 0,
      maturityAmount: 0,
      totalReturns: 0,
      rows: [],
    });
  });

  it('stays finite at the extreme bounds', () => {
    const extremes = [
      { sipAmount: 1e12, annualRate: 1000, duration: 100, stepUp: 1000 },
      { sipAmount: 1e12, annualRate: -100, duration: 100, stepUp: -100 },
      { sipAmount: 0, annualRate: 1000, duration: 100, stepUp: 1000 },
    ];
    for (const input of extremes) {
      const res = calculateSip(input);
      const values = [
        res.totalDeposit,
        res.maturityAmount,
        res.totalReturns,
        ...res.rows.flatMap((r) => [r.totalDeposit, r.yearlyReturns, r.maturityAmount]),
      ];
      expect(values.every(Number.isFinite)).toBe(true);
      expect(res.rows).toHaveLength(100);
    }
  });
});
