import { calculateLumpSum } from '../lump-sum';

describe('calculateLumpSum', () => {
  it('10000 at 10 % for 3 years: 11000, 12100, 13310 (hand-checked)', () => {
    const res = calculateLumpSum({ amount: 10000, annualRate: 10, duration: 3 });
    expect(res.maturityAmount).toBeCloseTo(13310, 8);
    expect(res.totalDeposit).toBe(10000);
    expect(res.rows).toMatchObject([
      { year: 1, totalDeposit: 10000, interestEarned: expect.closeTo(1000, 8), endOfYearBalance: expect.closeTo(11000, 8) },
      { year: 2, totalDeposit: 10000, interestEarned: expect.closeTo(1100, 8), endOfYearBalance: expect.closeTo(12100, 8) },
      { year: 3, totalDeposit: 10000, interestEarned: expect.closeTo(1210, 8), endOfYearBalance: expect.closeTo(13310, 8) },
    ]);
  });

  it('matches amount x (1 + rate)^years and the rows add up to the interest', () => {
    const res = calculateLumpSum({ amount: 250000, annualRate: 7.5, duration: 20 });
    expect(res.maturityAmount).toBeCloseTo(250000 * 1.075 ** 20, 6);
    const interest = res.rows.reduce((sum, r) => sum + r.interestEarned, 0);
    expect(interest).toBeCloseTo(res.maturityAmount - 250000, 6);
    expect(res.rows[19].endOfYearBalance).toBe(res.maturityAmount);
  });

  it('at 0 % nothing grows, at -100 % everything is lost in year 1', () => {
    const flat = calculateLumpSum({ amount: 5000, annualRate: 0, duration: 4 });
    expect(flat.maturityAmount).toBe(5000);
    expect(flat.rows.every((r) => r.interestEarned === 0 && r.endOfYearBalance === 5000)).toBe(true);
    const lost = calculateLumpSum({ amount: 5000, annualRate: -100, duration: 2 });
    expect(lost.rows[0]).toMatchObject({ year: 1, totalDeposit: 5000, interestEarned: -5000, endOfYearBalance: 0 });
    expect(lost.rows[1].interestEarned).toBe(0);
    expect(Object.is(lost.rows[1].interestEarned, -0)).toBe(false);
    expect(lost.maturityAmount).toBe(0);
  });

  it('stays finite at the extreme bounds', () => {
    const res = calculateLumpSum({ amount: 1e12, annualRate: 1000, duration: 100 });
    expect(res.maturityAmount / (1e12 * 11 ** 100)).toBeCloseTo(1, 10); // about 1.38e116
    expect(Number.isFinite(res.maturityAmount)).toBe(true);
    expect(res.rows.every((r) => Number.isFinite(r.interestEarned))).toBe(true);
  });
});
