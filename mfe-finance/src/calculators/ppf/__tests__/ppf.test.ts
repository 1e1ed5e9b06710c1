import { calculatePpf } from '../ppf';

/** The closed-form annuity due: P (1 + r)((1 + r)^Y - 1) / r. */
const annuityDue = (p: number, r: number, years: number) => (p * (1 + r) * (Math.pow(1 + r, years) - 1)) / r;

describe('calculatePpf', () => {
  it('1,50,000 a year for 15 years at 7.1 %: 40,68,209.22, the closed-form annuity due to the paisa (Groww: 40,68,209)', () => {
    const res = calculatePpf({ yearlyInvestment: 150000, annualRate: 7.1, timePeriod: 15 });
    const closed = annuityDue(150000, 0.071, 15);
    expect(Math.round(res.maturityAmount * 100)).toBe(Math.round(closed * 100));
    expect(Math.round(res.maturityAmount)).toBe(4068209);
    expect(res.totalInvested).toBe(2250000);
    expect(Math.round(res.totalInterest)).toBe(4068209 - 2250000);
  });

  it('each year-end balance is the annuity due of that many years; the rows add up', () => {
    const res = calculatePpf({ yearlyInvestment: 12000, annualRate: 7.9, timePeriod: 20 });
    expect(res.rows).toHaveLength(20);
    res.rows.forEach((row, index) => {
      expect(row).toMatchObject({ year: index + 1, deposit: 12000, totalInvested: 12000 * (index + 1) });
      expect(row.endOfYearBalance).toBeCloseTo(annuityDue(12000, 0.079, index + 1), 7);
    });
    expect(res.rows.reduce((sum, row) => sum + row.interestEarned, 0)).toBeCloseTo(res.totalInterest, 7);
  });

  it('year 1 by hand: 500 deposited in April earns 7.1 % for the year, 35.50', () => {
    const res = calculatePpf({ yearlyInvestment: 500, annualRate: 7.1, timePeriod: 15 });
    expect(res.rows[0].interestEarned).toBeCloseTo(35.5, 10);
    expect(res.rows[0].endOfYearBalance).toBeCloseTo(535.5, 10);
    expect(res.rows[1].endOfYearBalance).toBeCloseTo(1035.5 * 1.071, 10);
  });

  it('at 0 % the maturity is the deposits; it stays finite at the bounds', () => {
    expect(calculatePpf({ yearlyInvestment: 1000, annualRate: 0, timePeriod: 15 })).toMatchObject({
      maturityAmount: 15000,
      totalInterest: 0,
    });
    const big = calculatePpf({ yearlyInvestment: 1e12, annualRate: 100, timePeriod: 100 });
    expect(Number.isFinite(big.maturityAmount)).toBe(true);
    expect(big.maturityAmount / annuityDue(1e12, 1, 100)).toBeCloseTo(1, 10);
  });
});
