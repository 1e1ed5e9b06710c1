import { calculateNsc } from '../nsc';

describe('calculateNsc', () => {
  it('the issue’s example: 10,000 at 7.7% for 5 years matures at 14,490.34', () => {
    const r = calculateNsc({ amountInvested: 10000, interestRate: 7.7 });
    // 1.077^5 = 1.449033801989... by the binomial expansion.
    expect(r.maturityAmount).toBeCloseTo(14490.34, 2);
    expect(r.maturityAmount).toBeCloseTo(10000 * 1.077 ** 5, 8);
    expect(r.totalInterest).toBeCloseTo(4490.34, 2);
  });

  it('each year’s interest by hand; years 1 to 4 count under 80C, year 5 does not', () => {
    const r = calculateNsc({ amountInvested: 10000, interestRate: 7.7 });
    // Opening balances 10,000, 10,770, 11,599.29, 12,492.43533, 13,454.3528504, each times 0.077.
    const expected = [770, 829.29, 893.14533, 961.91752041, 1035.98516948];
    expect(r.rows.map((row) => row.interestEarned)).toEqual(expected.map((value) => expect.closeTo(value, 6)));
    expect(r.rows.map((row) => row.deductibleUnder80C)).toEqual([...expected.slice(0, 4), 0].map((v) => expect.closeTo(v, 6)));
    expect(r.reinvestedInterest).toBeCloseTo(770 + 829.29 + 893.14533 + 961.91752041, 6);
    expect(r.rows[4].closingBalance).toBe(r.maturityAmount);
  });

  it('at 0% nothing is earned', () => {
    const r = calculateNsc({ amountInvested: 5000, interestRate: 0 });
    expect(r.maturityAmount).toBe(5000);
    expect(r.reinvestedInterest).toBe(0);
  });

  it('the largest inputs stay finite', () => {
    expect(Number.isFinite(calculateNsc({ amountInvested: 1e12, interestRate: 100 }).maturityAmount)).toBe(true);
  });
});
