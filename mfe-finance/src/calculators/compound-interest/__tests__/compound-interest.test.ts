import { calculateCompoundInterest } from '../compound-interest';

const base = { principal: 0, annualRate: 0, timePeriod: 1, compounding: 1, monthlyAddition: 0 };
const paise = (x: number) => Math.round(x * 100) / 100;

describe('calculateCompoundInterest', () => {
  it.each([
    ['yearly', 1],
    ['half-yearly', 2],
    ['quarterly', 4],
    ['monthly', 12],
    ['daily', 365],
  ])('no additions, %s: the principal grown one compounding period at a time', (_, m) => {
    const res = calculateCompoundInterest({ ...base, principal: 100000, annualRate: 8, timePeriod: 6, compounding: m });
    let balance = 100000;
    for (let period = 0; period < m * 6; period++) balance += (balance * 0.08) / m;
    expect(res.totalAmount / balance).toBeCloseTo(1, 12);
    expect(res.totalInterest).toBeCloseTo(balance - 100000, 5);
    expect(res.totalInvested).toBe(100000);
  });

  it('10,000 at 10 % yearly for 3 years: 13,310 by hand', () => {
    const res = calculateCompoundInterest({ ...base, principal: 10000, annualRate: 10, timePeriod: 3 });
    expect(res.rows.map((row) => paise(row.endOfYearBalance))).toEqual([11000, 12100, 13310]);
    expect(res.rows.map((row) => paise(row.interestEarned))).toEqual([1000, 1100, 1210]);
    expect(paise(res.simpleInterest)).toBe(3000);
    expect(paise(res.compoundingGain)).toBe(310);
  });

  it('monthly compounding, 100 added at the end of each month: a month-by-month loop (5,000 at 5 % for 10 years: 23,763.28)', () => {
    const res = calculateCompoundInterest({
      principal: 5000,
      annualRate: 5,
      timePeriod: 10,
      compounding: 12,
      monthlyAddition: 100,
    });
    let balance = 5000;
    for (let month = 0; month < 120; month++) balance = balance * (1 + 0.05 / 12) + 100; // interest, then the addition
    expect(res.totalAmount).toBeCloseTo(balance, 7);
    expect(paise(res.totalAmount)).toBe(23763.28);
    expect(res.totalInvested).toBe(17000);
    expect(res.totalAdditions).toBe(12000);
  });

  it.each([
    ['quarterly', 4],
    ['daily', 365],
    ['yearly', 1],
  ])('%s compounding with additions: each addition grows for the compounding periods (fractional) it stays', (_, m) => {
    const res = calculateCompoundInterest({
      principal: 20000,
      annualRate: 9,
      timePeriod: 4,
      compounding: m,
      monthlyAddition: 750,
    });
    // The addition at the end of month k stays 48 - k months, i.e. m (48 - k) / 12 compounding periods.
    let expected = 20000 * Math.pow(1 + 0.09 / m, m * 4);
    for (let k = 1; k <= 48; k++) expected += 750 * Math.pow(1 + 0.09 / m, (m * (48 - k)) / 12);
    expect(res.totalAmount).toBeCloseTo(expected, 7);
  });

  it('quarterly: at each quarter’s end the additions’ balance is a quarter loop that compounds the months in between', () => {
    // Three additions in a quarter, paid at months 1, 2 and 3 of it, are worth A((1+i)^(2/3) + (1+i)^(1/3) + 1) at its end.
    const i = 0.09 / 4;
    const perQuarter = 750 * (Math.pow(1 + i, 2 / 3) + Math.pow(1 + i, 1 / 3) + 1);
    let additions = 0;
    for (let quarter = 0; quarter < 4; quarter++) additions = additions * (1 + i) + perQuarter;
    const res = calculateCompoundInterest({ principal: 0, annualRate: 9, timePeriod: 1, compounding: 4, monthlyAddition: 750 });
    expect(res.totalAmount).toBeCloseTo(additions, 8);
  });

  it('simple interest beside it, by hand: 10,000 and 100 a month at 10 % for 2 years', () => {
    // 10,000 x 10 % x 2 = 2,000; the additions stay 23, 22, … 0 months: 100 x 10 % x 276 / 12 = 230.
    const res = calculateCompoundInterest({
      principal: 10000,
      annualRate: 10,
      timePeriod: 2,
      compounding: 12,
      monthlyAddition: 100,
    });
    expect(res.simpleInterest).toBeCloseTo(2230, 9);
    expect(res.simpleTotalAmount).toBeCloseTo(14630, 9);
    expect(res.rows[0].simpleBalance).toBeCloseTo(10000 + 1200 + 1000 + (100 * 0.1 * 66) / 12, 9);
    expect(res.rows[1].simpleBalance).toBeCloseTo(14630, 9);
    expect(res.compoundingGain).toBeCloseTo(res.totalInterest - 2230, 9);
    expect(res.compoundingGain).toBeGreaterThan(0);
  });

  it('rows: invested, the year’s interest and the balance add up', () => {
    const res = calculateCompoundInterest({
      principal: 1000,
      annualRate: 12,
      timePeriod: 5,
      compounding: 2,
      monthlyAddition: 50,
    });
    let previous = 1000;
    res.rows.forEach((row, index) => {
      expect(row.totalInvested).toBe(1000 + 600 * (index + 1));
      expect(row.endOfYearBalance - previous - 600).toBeCloseTo(row.interestEarned, 9);
      previous = row.endOfYearBalance;
    });
    expect(res.rows.reduce((sum, row) => sum + row.interestEarned, 0)).toBeCloseTo(res.totalInterest, 8);
  });

  it('at 0 % nothing grows; an unknown compounding counts as yearly; finite at the bounds', () => {
    const flat = calculateCompoundInterest({
      principal: 1000,
      annualRate: 0,
      timePeriod: 3,
      compounding: 365,
      monthlyAddition: 10,
    });
    expect(flat).toMatchObject({
      totalAmount: 1360,
      totalInterest: 0,
      simpleInterest: 0,
      simpleTotalAmount: 1360,
      compoundingGain: 0,
    });
    const odd = calculateCompoundInterest({ ...base, principal: 1000, annualRate: 10, timePeriod: 2, compounding: 3 });
    expect(odd.totalAmount).toBeCloseTo(1210, 9);
    const huge = calculateCompoundInterest({
      principal: 1e12,
      annualRate: 100,
      timePeriod: 100,
      compounding: 365,
      monthlyAddition: 1e12,
    });
    expect([huge.totalAmount, huge.totalInterest, huge.compoundingGain].every(Number.isFinite)).toBe(true);
  });
});
