import { calculateRd } from '../rd';

/** Instalment k of n, paid at the start of month k, grows for (n - k + 1) / 3 quarters at r / 4: summed one by one. */
function sumOfInstalments(p: number, annualRate: number, n: number): number {
  let total = 0;
  for (let k = 1; k <= n; k++) total += p * Math.pow(1 + annualRate / 400, (n - k + 1) / 3);
  return total;
}

/** The Indian Banks' Association's closed form for q whole quarters: P ((1+i)^q - 1) / (1 - (1+i)^(-1/3)), i = r/400. */
function ibaFormula(p: number, annualRate: number, quarters: number): number {
  const i = annualRate / 400;
  return (p * (Math.pow(1 + i, quarters) - 1)) / (1 - Math.pow(1 + i, -1 / 3));
}

const paise = (x: number) => Math.round(x * 100) / 100;

describe('calculateRd', () => {
  it('5,000 a month for 18 months at 7.5 %: 95,502.35, the IBA formula’s published example', () => {
    const res = calculateRd({ monthlyDeposit: 5000, annualRate: 7.5, tenure: 18 });
    expect(paise(res.maturityAmount)).toBe(95502.35);
    expect(res.totalDeposited).toBe(90000);
    expect(paise(res.totalInterest)).toBe(5502.35);
  });

  it('1,000 a month for 12 months at 6.5 %: the instalments one by one and the closed form agree', () => {
    const res = calculateRd({ monthlyDeposit: 1000, annualRate: 6.5, tenure: 12 });
    const oneByOne = sumOfInstalments(1000, 6.5, 12);
    expect(oneByOne).toBeCloseTo(ibaFormula(1000, 6.5, 4), 8);
    expect(res.maturityAmount).toBeCloseTo(oneByOne, 8);
    expect(paise(res.maturityAmount)).toBe(12428.65);
  });

  it('a tenure that is not whole quarters (10 months) matches the instalments summed one by one', () => {
    const res = calculateRd({ monthlyDeposit: 2500, annualRate: 7.1, tenure: 10 });
    expect(res.maturityAmount).toBeCloseTo(sumOfInstalments(2500, 7.1, 10), 8);
  });

  it('each month’s balance is what the RD would pay if it matured then, and the schedule adds up', () => {
    const res = calculateRd({ monthlyDeposit: 3000, annualRate: 6.8, tenure: 30 });
    expect(res.months).toHaveLength(30);
    res.months.forEach((row, index) => {
      expect(row.month).toBe(index + 1);
      expect(row.deposit).toBe(3000);
      expect(row.totalDeposited).toBe(3000 * (index + 1));
      expect(row.balance).toBeCloseTo(sumOfInstalments(3000, 6.8, index + 1), 7);
    });
    const interest = res.months.reduce((sum, row) => sum + row.interestEarned, 0);
    expect(interest).toBeCloseTo(res.totalInterest, 7);
    // Quarter ends agree with the IBA formula.
    expect(res.months[23].balance).toBeCloseTo(ibaFormula(3000, 6.8, 8), 7);
  });

  it('30 months: two full years and a last year of 6 months', () => {
    const res = calculateRd({ monthlyDeposit: 3000, annualRate: 6.8, tenure: 30 });
    expect(res.years.map((y) => [y.year, y.months, y.deposited, y.totalDeposited])).toEqual([
      [1, 12, 36000, 36000],
      [2, 12, 36000, 72000],
      [3, 6, 18000, 90000],
    ]);
    expect(res.years[0].endBalance).toBeCloseTo(sumOfInstalments(3000, 6.8, 12), 7);
    expect(res.years[1].endBalance).toBeCloseTo(sumOfInstalments(3000, 6.8, 24), 7);
    expect(res.years[2].endBalance).toBe(res.maturityAmount);
    expect(res.years[1].interestEarned).toBeCloseTo(res.years[1].endBalance - res.years[0].endBalance - 36000, 7);
    expect(res.years.reduce((sum, y) => sum + y.interestEarned, 0)).toBeCloseTo(res.totalInterest, 7);
  });

  it('at 0 % the maturity is the deposits; no months, nothing', () => {
    const flat = calculateRd({ monthlyDeposit: 1500, annualRate: 0, tenure: 7 });
    expect(flat).toMatchObject({ maturityAmount: 10500, totalDeposited: 10500, totalInterest: 0 });
    expect(flat.months.every((row) => row.interestEarned === 0)).toBe(true);
    expect(calculateRd({ monthlyDeposit: 1500, annualRate: 7, tenure: 0 })).toEqual({
      maturityAmount: 0,
      totalDeposited: 0,
      totalInterest: 0,
      years: [],
      months: [],
    });
  });

  it('stays finite at the bounds (1,200 months at 100 %)', () => {
    const res = calculateRd({ monthlyDeposit: 1e12, annualRate: 100, tenure: 1200 });
    expect(Number.isFinite(res.maturityAmount)).toBe(true);
    expect(res.maturityAmount / ibaFormula(1e12, 100, 400)).toBeCloseTo(1, 9);
    expect(res.years).toHaveLength(100);
  });
});
