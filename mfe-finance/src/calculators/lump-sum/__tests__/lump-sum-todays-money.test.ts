import { calculateLumpSum } from '../lump-sum';

describe('calculateLumpSum in today’s money', () => {
  it('100,000 at 10 % for 5 years, 6 % inflation: 161,051 / 1.06^5 = 120,346.68 (worked by hand)', () => {
    const res = calculateLumpSum({ amount: 100000, annualRate: 10, duration: 5, inflationRate: 6 });
    expect(res.maturityAmount).toBeCloseTo(161051, 6);
    expect(res.today?.maturityAmount).toBeCloseTo(120346.68, 2);
    expect(res.today).toMatchObject({ inflationRate: 6, years: 5 });
  });

  it('the yearly rows carry each balance in today’s money', () => {
    const res = calculateLumpSum({ amount: 250000, annualRate: 8, duration: 5, inflationRate: 4.5 });
    res.rows.forEach((row) => {
      expect(row.balanceToday).toBeCloseTo((250000 * 1.08 ** row.year) / 1.045 ** row.year, 6);
    });
  });

  it('at the same rate as inflation the money keeps exactly its value today', () => {
    const res = calculateLumpSum({ amount: 5000, annualRate: 7, duration: 20, inflationRate: 7 });
    expect(res.today?.maturityAmount).toBeCloseTo(5000, 6);
  });

  it('leaves the nominal figures as they were; none given is 0 %', () => {
    const without = calculateLumpSum({ amount: 100000, annualRate: 10, duration: 5 });
    const withInflation = calculateLumpSum({ amount: 100000, annualRate: 10, duration: 5, inflationRate: 6 });
    expect(withInflation.maturityAmount).toBe(without.maturityAmount);
    expect(withInflation.rows.map((r) => r.endOfYearBalance)).toEqual(without.rows.map((r) => r.endOfYearBalance));
    expect(without.today?.maturityAmount).toBe(without.maturityAmount);
  });
});
