import { calculateSip } from '../sip';

/*
 * Today's money, derived here without the product's code: the maturity divided by (1 + inflation)^years by hand,
 * and the deposits by an independent month loop (the deposit at the start of month m is divided by 1.06^(m/12)).
 */
describe('calculateSip in today’s money', () => {
  it('5000 a month at 12 % for 10 years, 6 % inflation: the maturity divided by 1.06^10', () => {
    const res = calculateSip({ sipAmount: 5000, annualRate: 12, duration: 10, stepUp: 0, inflationRate: 6 });
    // 1,161,695.38 (the annuity-due closed form, sip.test.ts) / 1.7908476965 = 648,684.63
    expect(res.today?.maturityAmount).toBeCloseTo(648684.63, 1);
    expect(res.today?.maturityAmount).toBeCloseTo(res.maturityAmount / 1.06 ** 10, 6);
    expect(res.today?.inflationRate).toBe(6);
    expect(res.today?.years).toBe(10);
  });

  it('each deposit is taken at the prices of its month; returns are maturity minus deposits, both today', () => {
    const res = calculateSip({ sipAmount: 1000, annualRate: 10, duration: 3, stepUp: 10, inflationRate: 5 });
    let deposits = 0;
    let monthly = 1000;
    for (let month = 0; month < 36; month++) {
      if (month > 0 && month % 12 === 0) monthly *= 1.1;
      deposits += monthly / 1.05 ** (month / 12);
    }
    expect(res.today?.totalDeposit).toBeCloseTo(deposits, 6);
    expect(res.today?.totalReturns).toBeCloseTo(res.maturityAmount / 1.05 ** 3 - deposits, 6);
    // Less than the nominal deposits (36 x ... with step-up = 39,720), more than the last year's prices would say.
    expect(res.today!.totalDeposit).toBeLessThan(res.totalDeposit);
  });

  it('the yearly rows carry each end-of-year balance in today’s money', () => {
    const res = calculateSip({ sipAmount: 2000, annualRate: 8, duration: 5, stepUp: 0, inflationRate: 7 });
    res.rows.forEach((row) => expect(row.maturityToday).toBeCloseTo(row.maturityAmount / 1.07 ** row.year, 6));
  });

  it('leaves the nominal figures exactly as they were', () => {
    const inputs = { sipAmount: 5000, annualRate: 12, duration: 10, stepUp: 10 };
    const without = calculateSip(inputs);
    const withInflation = calculateSip({ ...inputs, inflationRate: 6 });
    expect(withInflation.maturityAmount).toBe(without.maturityAmount);
    expect(withInflation.totalDeposit).toBe(without.totalDeposit);
    expect(withInflation.totalReturns).toBe(without.totalReturns);
    expect(withInflation.rows.map((r) => r.maturityAmount)).toEqual(without.rows.map((r) => r.maturityAmount));
  });

  it('at 0 % inflation (or none given) today’s money is the nominal money', () => {
    const res = calculateSip({ sipAmount: 1500, annualRate: 9, duration: 4, stepUp: 0 });
    expect(res.today).toEqual({
      inflationRate: 0,
      years: 4,
      maturityAmount: res.maturityAmount,
      totalDeposit: res.totalDeposit,
      totalReturns: res.totalReturns,
    });
  });

  it('deflation (a negative rate) makes future money worth more, and the extremes stay finite', () => {
    const res = calculateSip({ sipAmount: 1000, annualRate: 0, duration: 2, stepUp: 0, inflationRate: -10 });
    expect(res.today?.maturityAmount).toBeCloseTo(24000 / 0.81, 6);
    const extreme = calculateSip({ sipAmount: 1e12, annualRate: 100, duration: 100, stepUp: 100, inflationRate: -10 });
    for (const value of Object.values(extreme.today!)) expect(Number.isFinite(value)).toBe(true);
    for (const row of extreme.rows) expect(Number.isFinite(row.maturityToday)).toBe(true);
  });
});
