import { calculateSimpleInterest } from '../simple-interest';

describe('calculateSimpleInterest', () => {
  it('25,000 at 8 % for 3 years: 2,000 a year, 6,000 in all, 31,000 (by hand)', () => {
    const res = calculateSimpleInterest({ principal: 25000, annualRate: 8, timePeriod: 3 });
    expect(res.interest).toBe(6000);
    expect(res.totalAmount).toBe(31000);
    expect(res.rows).toEqual([
      { year: 1, interestEarned: 2000, totalInterest: 2000, totalAmount: 27000 },
      { year: 2, interestEarned: 2000, totalInterest: 4000, totalAmount: 29000 },
      { year: 3, interestEarned: 2000, totalInterest: 6000, totalAmount: 31000 },
    ]);
  });

  it('1,23,456.78 at 7.35 % for 9 years: P r t to the paisa', () => {
    const res = calculateSimpleInterest({ principal: 123456.78, annualRate: 7.35, timePeriod: 9 });
    // 123456.78 x 0.0735 = 9074.073330; x 9 = 81666.65997.
    expect(Math.round(res.interest * 100) / 100).toBe(81666.66);
    expect(Math.round(res.totalAmount * 100) / 100).toBe(205123.44);
    expect(res.rows[8].totalInterest).toBe(res.interest);
  });

  it('at 0 % or with no years, no interest; finite at the bounds', () => {
    expect(calculateSimpleInterest({ principal: 500, annualRate: 0, timePeriod: 4 })).toMatchObject({
      interest: 0,
      totalAmount: 500,
    });
    expect(calculateSimpleInterest({ principal: 500, annualRate: 9, timePeriod: 0 })).toEqual({
      principal: 500,
      interest: 0,
      totalAmount: 500,
      rows: [],
    });
    const big = calculateSimpleInterest({ principal: 1e12, annualRate: 100, timePeriod: 100 });
    expect(big.totalAmount).toBe(1.01e14);
  });
});
