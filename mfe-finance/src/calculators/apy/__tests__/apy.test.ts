import { apyChartRows, apyContribution, calculateApy } from '../apy';
import { APY_PENSIONS, APY_RULES } from '../apy-rules';

describe('the APY chart', () => {
  it('the issue’s anchors: 18 with 5,000 pays 210 and 40 pays 1,454; for 1,000 it runs from 42 to 291', () => {
    expect(apyContribution(18, 5000)).toBe(210);
    expect(apyContribution(40, 5000)).toBe(1454);
    expect(apyContribution(18, 1000)).toBe(42);
    expect(apyContribution(40, 1000)).toBe(291);
  });

  it('covers every age from 18 to 40 and every pension, rising with both', () => {
    const rows = apyChartRows();
    expect(rows.map((row) => row.age)).toEqual(Array.from({ length: 23 }, (_, index) => 18 + index));
    expect(rows[0].years).toBe(42);
    expect(rows[22].years).toBe(20);
    for (const [index, row] of rows.entries()) {
      expect(row.contributions).toHaveLength(APY_PENSIONS.length);
      row.contributions.forEach((value, column) => {
        expect(Number.isInteger(value)).toBe(true);
        if (column > 0) expect(value).toBeGreaterThan(row.contributions[column - 1]);
        if (index > 0) expect(value).toBeGreaterThan(rows[index - 1].contributions[column]);
        // A typo check: each pension costs about its share of the ₹5,000 contribution (the chart is nearly
        // proportional, each cell rounded to a rupee; the widest gap is age 38's 720 against 3/5 of 1,196, 717.6).
        expect(Math.abs(value - ((column + 1) * row.contributions[4]) / 5)).toBeLessThanOrEqual(2.5);
      });
    }
  });

  it('the nominee gets 1.7 lakh for each 1,000 of pension', () => {
    for (const pension of APY_PENSIONS) expect(APY_RULES.corpusToNominee[pension]).toBe(170 * pension);
  });
});

describe('calculateApy', () => {
  it('joining at 18 for 5,000: 210 a month for 42 years, 1,05,840 in all, 8.5 lakh to the nominee', () => {
    const r = calculateApy({ joiningAge: 18, monthlyPension: 5000 });
    expect(r.monthlyContribution).toBe(210);
    expect(r.years).toBe(42);
    expect(r.totalContribution).toBe(105840);
    expect(r.corpusToNominee).toBe(850000);
    expect(r.rows).toHaveLength(42);
    expect(r.rows[41]).toEqual({ year: 42, age: 60, contributions: 2520, totalContribution: 105840 });
  });

  it('joining at 40 for 5,000: 1,454 a month for 20 years, 3,48,960 in all', () => {
    const r = calculateApy({ joiningAge: 40, monthlyPension: 5000 });
    expect(r.totalContribution).toBe(1454 * 240);
    expect(r.totalContribution).toBe(348960);
  });

  it('outside the chart nothing is made up', () => {
    expect(calculateApy({ joiningAge: 41, monthlyPension: 5000 }).rows).toEqual([]);
    expect(calculateApy({ joiningAge: 30, monthlyPension: 2500 }).monthlyContribution).toBe(0);
  });
});
