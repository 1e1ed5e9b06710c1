import { calculateSwp } from '../swp';

describe('calculateSwp', () => {
  it('1000 at 0 % withdrawing 300/month: 3 full withdrawals and a last one of 100, then it stops', () => {
    const res = calculateSwp({ initialInvestment: 1000, annualRate: 0, duration: 1, withdrawalAmount: 300, yearlyStepUp: 0 });
    expect(res.rows).toMatchObject([{ year: 1, startBalance: 1000, totalWithdrawals: 1000, interestEarned: 0, endBalance: 0 }]);
    expect(res.totalWithdrawals).toBe(1000);
    expect(res.endingBalance).toBe(0);
    expect(res.message).toBe('Your investment will be depleted in 1 years.');
  });

  it('stops the simulation once depleted, even when the duration is longer', () => {
    const res = calculateSwp({ initialInvestment: 1000, annualRate: 0, duration: 5, withdrawalAmount: 300, yearlyStepUp: 0 });
    expect(res.rows).toHaveLength(1);
    expect(res.message).toBe('Your investment will be depleted in 1 years.');
  });

  it('depletion in the middle of year 2 with a partial last withdrawal (hand-checked)', () => {
    // 2050 at 0 %, 100/month: year 1 takes 1200 (850 left); year 2 takes 8 x 100 = 800 (50 left), then the last 50.
    const res = calculateSwp({ initialInvestment: 2050, annualRate: 0, duration: 5, withdrawalAmount: 100, yearlyStepUp: 0 });
    expect(res.rows).toMatchObject([
      { year: 1, startBalance: 2050, totalWithdrawals: 1200, interestEarned: 0, endBalance: 850 },
      { year: 2, startBalance: 850, totalWithdrawals: 850, interestEarned: 0, endBalance: 0 },
    ]);
    expect(res.totalWithdrawals).toBe(2050);
    expect(res.message).toBe('Your investment will be depleted in 2 years.');
  });

  it('interest is added before the withdrawal, including in the depletion month (hand-checked)', () => {
    // 1000 at 12 % a year = 1 % a month, 300/month:
    // m1: 1000 + 10       = 1010       - 300 = 710
    // m2: 710 + 7.1       = 717.1      - 300 = 417.1
    // m3: 417.1 + 4.171   = 421.271    - 300 = 121.271
    // m4: 121.271 + 1.21271 = 122.48371 < 300 -> all of it is withdrawn, balance 0.
    // Withdrawals 900 + 122.48371 = 1022.48371; interest 10 + 7.1 + 4.171 + 1.21271 = 22.48371.
    const res = calculateSwp({ initialInvestment: 1000, annualRate: 12, duration: 3, withdrawalAmount: 300, yearlyStepUp: 0 });
    expect(res.rows).toHaveLength(1);
    expect(res.rows[0].totalWithdrawals).toBeCloseTo(1022.48371, 8);
    expect(res.rows[0].interestEarned).toBeCloseTo(22.48371, 8);
    expect(res.rows[0].endBalance).toBe(0);
    expect(res.totalWithdrawals).toBeCloseTo(1022.48371, 8);
    expect(res.message).toBe('Your investment will be depleted in 1 years.');
  });

  it('a lasting investment: 100000 at 12 % withdrawing 500/month for 1 year', () => {
    // B12 = 100000 x 1.01^12 - 500 x (1.01^12 - 1) / 0.01 = 112682.50 - 6341.25 = 106341.25
    // interest = B12 - 100000 + 6000 = 12341.25
    const res = calculateSwp({ initialInvestment: 100000, annualRate: 12, duration: 1, withdrawalAmount: 500, yearlyStepUp: 0 });
    expect(res.endingBalance).toBeCloseTo(106341.25, 2);
    expect(res.rows[0].interestEarned).toBeCloseTo(12341.25, 2);
    expect(res.rows[0].totalWithdrawals).toBe(6000);
    expect(res.message).toBe('Your investment will last 1 years.');
  });

  it('the withdrawal steps up every year; rows chain start and end balances', () => {
    // 10000 at 0 %, 100/month rising 10 % a year: year 1 = 1200, year 2 = 12 x 110 = 1320, year 3 = 12 x 121 = 1452.
    const res = calculateSwp({ initialInvestment: 10000, annualRate: 0, duration: 3, withdrawalAmount: 100, yearlyStepUp: 10 });
    expect(res.rows.map((r) => r.totalWithdrawals)).toEqual([1200, expect.closeTo(1320, 8), expect.closeTo(1452, 8)]);
    expect(res.rows[1].startBalance).toBe(res.rows[0].endBalance);
    expect(res.rows[2].startBalance).toBe(res.rows[1].endBalance);
    expect(res.endingBalance).toBeCloseTo(10000 - 1200 - 1320 - 1452, 8);
    expect(res.totalWithdrawals).toBeCloseTo(3972, 8);
    expect(res.message).toBe('Your investment will last 3 years.');
  });

  it('floating-point residue does not count as money left', () => {
    // 0.9 - 0.3 - 0.3 - 0.3 leaves 5.5e-17 in floating point; that is a depletion in month 3.
    const res = calculateSwp({ initialInvestment: 0.9, annualRate: 0, duration: 2, withdrawalAmount: 0.3, yearlyStepUp: 0 });
    expect(res.endingBalance).toBe(0);
    expect(res.totalWithdrawals).toBeCloseTo(0.9, 12);
    expect(res.message).toBe('Your investment will be depleted in 1 years.');
  });

  it('a zero initial investment is depleted at once', () => {
    const res = calculateSwp({ initialInvestment: 0, annualRate: 10, duration: 5, withdrawalAmount: 300, yearlyStepUp: 0 });
    expect(res.rows).toMatchObject([{ year: 1, startBalance: 0, totalWithdrawals: 0, interestEarned: 0, endBalance: 0 }]);
    expect(res.message).toBe('Your investment will be depleted in 1 years.');
  });

  it('stays finite at the extreme bounds', () => {
    const extremes = [
      { initialInvestment: 1e12, annualRate: 1000, duration: 100, withdrawalAmount: 0, yearlyStepUp: 0 },
      { initialInvestment: 1e12, annualRate: 1000, duration: 100, withdrawalAmount: 1e12, yearlyStepUp: 1000 },
      { initialInvestment: 1e12, annualRate: -100, duration: 100, withdrawalAmount: 1, yearlyStepUp: -100 },
    ];
    for (const input of extremes) {
      const res = calculateSwp(input);
      const values = [
        res.endingBalance,
        res.totalWithdrawals,
        ...res.rows.flatMap((r) => [r.startBalance, r.totalWithdrawals, r.interestEarned, r.endBalance]),
      ];
      expect(values.every(Number.isFinite)).toBe(true);
      expect(res.message).not.toMatch(/NaN|Infinity|undefined/);
    }
  });
});
