import { calculateNps } from '../nps';
import { NPS_RULES } from '../nps-rules';

/** The annuity-due closed form: n deposits of c at the start of each month, growing at i a month to the end. */
const annuityDue = (c: number, i: number, n: number) => (i === 0 ? c * n : ((c * ((1 + i) ** n - 1)) / i) * (1 + i));

/** The plan month by month, on its own: deposit, then grow; the balance after every 12 months. */
function monthByMonth(c: number, annualRate: number, months: number): number[] {
  const yearEnds: number[] = [];
  let balance = 0;
  for (let month = 1; month <= months; month++) {
    balance = (balance + c) * (1 + annualRate / 1200);
    if (month % 12 === 0) yearEnds.push(balance);
  }
  return yearEnds;
}

describe('calculateNps', () => {
  it('5,000 a month from 30 at 10 %: corpus 1,13,96,626.62; 40 % buys an annuity paying 22,793.25 a month at 6 %', () => {
    const r = calculateNps({ monthlyContribution: 5000, currentAge: 30, expectedReturn: 10, annuityShare: 40, annuityRate: 6 });
    expect(r.years).toBe(30);
    expect(r.totalInvested).toBe(5000 * 360);
    // Worked out separately from the closed form: 5000 x ((1 + 0.1/12)^360 - 1) / (0.1/12) x (1 + 0.1/12).
    expect(r.corpus).toBeCloseTo(11396626.620846806, 4);
    expect(r.lumpSum).toBeCloseTo(6837975.972508083, 4);
    expect(r.annuityPurchase).toBeCloseTo(4558650.648338723, 4);
    expect(r.monthlyPension).toBeCloseTo(22793.253241693616, 6);
    expect(r.totalReturns).toBeCloseTo(r.corpus - 1800000, 6);
  });

  it('every year-end balance matches the month-by-month loop and the closed form', () => {
    const r = calculateNps({ monthlyContribution: 10000, currentAge: 35, expectedReturn: 12, annuityShare: 55, annuityRate: 7 });
    const loop = monthByMonth(10000, 12, 25 * 12);
    expect(r.rows).toHaveLength(25);
    r.rows.forEach((row, index) => {
      expect(row.age).toBe(36 + index);
      expect(row.contributions).toBe(120000);
      expect(row.totalInvested).toBe(120000 * (index + 1));
      expect(row.balance).toBeCloseTo(loop[index], 4);
      expect(row.balance).toBeCloseTo(annuityDue(10000, 0.01, 12 * (index + 1)), 4);
    });
    expect(r.rows[24].age).toBe(NPS_RULES.retirementAge);
    expect(r.corpus).toBeCloseTo(18976350.924543686, 3);
    expect(r.lumpSum).toBeCloseTo(r.corpus * 0.45, 6);
    expect(r.monthlyPension).toBeCloseTo((r.corpus * 0.55 * 0.07) / 12, 6);
  });

  it('at 0 % the corpus is what was paid in', () => {
    const r = calculateNps({ monthlyContribution: 2500, currentAge: 50, expectedReturn: 0, annuityShare: 100, annuityRate: 6 });
    expect(r.corpus).toBe(300000);
    expect(r.lumpSum).toBe(0);
    expect(r.monthlyPension).toBeCloseTo(1500, 10);
  });

  it('one year before 60: a single year of contributions', () => {
    const r = calculateNps({ monthlyContribution: 1000, currentAge: 59, expectedReturn: 8, annuityShare: 40, annuityRate: 6 });
    expect(r.rows).toHaveLength(1);
    expect(r.corpus).toBeCloseTo(annuityDue(1000, 8 / 1200, 12), 8);
  });

  it('contributions run to the retirement age of the rules given', () => {
    const r = calculateNps(
      { monthlyContribution: 1000, currentAge: 40, expectedReturn: 8, annuityShare: 40, annuityRate: 6 },
      { ...NPS_RULES, retirementAge: 65 },
    );
    expect(r.years).toBe(25);
  });

  it('the largest inputs stay finite', () => {
    const r = calculateNps({
      monthlyContribution: 1e12,
      currentAge: 18,
      expectedReturn: 100,
      annuityShare: 40,
      annuityRate: 100,
    });
    expect(Number.isFinite(r.corpus)).toBe(true);
    expect(Number.isFinite(r.monthlyPension)).toBe(true);
  });
});
