import { calculateFd } from '../fd';

/** The deposit grown period by period (one multiplication per compounding), independent of the closed form. */
function byPeriods(amount: number, annualRate: number, years: number, perYear: number): number[] {
  const ends: number[] = [];
  let balance = amount;
  for (let year = 1; year <= years; year++) {
    for (let period = 0; period < perYear; period++) balance += (balance * annualRate) / 100 / perYear;
    ends.push(balance);
  }
  return ends;
}

describe('calculateFd', () => {
  it('1,00,000 at 7 % for 5 years, quarterly: 1,41,477.82 (the issue’s figure)', () => {
    const res = calculateFd({ depositAmount: 100000, annualRate: 7, tenure: 5, compounding: 4 });
    expect(Math.round(res.maturityAmount * 100) / 100).toBe(141477.82);
    expect(Math.round(res.totalInterest * 100) / 100).toBe(41477.82);
    expect(res.depositAmount).toBe(100000);
  });

  it.each([
    ['monthly', 12],
    ['quarterly', 4],
    ['half-yearly', 2],
    ['yearly', 1],
  ])('%s: each year-end balance is the period-by-period loop, and the year’s interest the difference', (_, perYear) => {
    const res = calculateFd({ depositAmount: 250000, annualRate: 6.8, tenure: 7, compounding: perYear });
    const ends = byPeriods(250000, 6.8, 7, perYear);
    expect(res.rows).toHaveLength(7);
    res.rows.forEach((row, index) => {
      const opening = index === 0 ? 250000 : ends[index - 1];
      expect(row.year).toBe(index + 1);
      expect(row.openingBalance).toBeCloseTo(opening, 6);
      expect(row.endOfYearBalance).toBeCloseTo(ends[index], 6);
      expect(row.interestEarned).toBeCloseTo(ends[index] - opening, 6);
    });
    expect(res.maturityAmount).toBe(res.rows[6].endOfYearBalance);
  });

  it('more frequent compounding pays more at the same rate', () => {
    const at = (compounding: number) =>
      calculateFd({ depositAmount: 100000, annualRate: 7, tenure: 5, compounding }).maturityAmount;
    expect(at(12)).toBeGreaterThan(at(4));
    expect(at(4)).toBeGreaterThan(at(2));
    expect(at(2)).toBeGreaterThan(at(1));
    expect(at(1)).toBeCloseTo(100000 * 1.07 ** 5, 8);
  });

  it('effective annual rate: 7 % quarterly is 1.0175^4 - 1 = 7.18590313… % (1.03530625 squared, by hand)', () => {
    const res = calculateFd({ depositAmount: 1, annualRate: 7, tenure: 1, compounding: 4 });
    expect(res.effectiveAnnualRate).toBeCloseTo(7.1859031289, 8);
    expect(calculateFd({ depositAmount: 1, annualRate: 7, tenure: 1, compounding: 1 }).effectiveAnnualRate).toBeCloseTo(7, 10);
  });

  it('an unknown compounding counts as quarterly; at 0 % nothing grows', () => {
    const odd = calculateFd({ depositAmount: 100000, annualRate: 7, tenure: 5, compounding: 7 });
    expect(odd.maturityAmount).toBe(
      calculateFd({ depositAmount: 100000, annualRate: 7, tenure: 5, compounding: 4 }).maturityAmount,
    );
    const flat = calculateFd({ depositAmount: 5000, annualRate: 0, tenure: 3, compounding: 12 });
    expect(flat.maturityAmount).toBe(5000);
    expect(flat.totalInterest).toBe(0);
    expect(flat.rows.every((row) => row.interestEarned === 0)).toBe(true);
  });

  it('no years: the deposit itself and no rows; stays finite at the bounds', () => {
    const none = calculateFd({ depositAmount: 5000, annualRate: 7, tenure: 0, compounding: 4 });
    expect(none).toMatchObject({ maturityAmount: 5000, totalInterest: 0, rows: [] });
    const huge = calculateFd({ depositAmount: 1e12, annualRate: 100, tenure: 100, compounding: 12 });
    expect(Number.isFinite(huge.maturityAmount)).toBe(true);
    expect(huge.maturityAmount / (1e12 * (1 + 1 / 12) ** 1200)).toBeCloseTo(1, 10);
  });
});
