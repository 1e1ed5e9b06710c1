import { calculateInflation } from '../inflation';

describe('calculateInflation', () => {
  it('100000 at 6 % for 10 years is 179084.77', () => {
    const res = calculateInflation({ presentAmount: 100000, inflationRate: 6, timePeriod: 10 });
    expect(res.futureValue).toBeCloseTo(179084.77, 2);
    expect(res).toMatchObject({ presentAmount: 100000, inflationRate: 6, timePeriod: 10 });
    expect(res.rows).toHaveLength(10);
    expect(res.rows[0]).toEqual({ year: 1, yearEndValue: expect.closeTo(106000, 6) });
    expect(res.rows[1]).toEqual({ year: 2, yearEndValue: expect.closeTo(112360, 6) });
    expect(res.rows[9].yearEndValue).toBe(res.futureValue);
  });

  it("the buying power of today's amount then, and the added cost", () => {
    // 100000 at 6 % for 10 years: 1.06^10 = 1.790847697; 100000 / 1.790847697 = 55839.48; added 79084.77.
    const result = calculateInflation({ presentAmount: 100000, inflationRate: 6, timePeriod: 10 });
    expect(result.purchasingPower).toBeCloseTo(100000 / Math.pow(1.06, 10), 6);
    expect(result.purchasingPower).toBeCloseTo(55839.48, 2);
    expect(result.addedCost).toBeCloseTo(79084.77, 2);
    const wiped = calculateInflation({ presentAmount: 100000, inflationRate: -100, timePeriod: 3 });
    expect(wiped.purchasingPower).toBe(0);
  });

  it('0 % keeps the value, -100 % wipes it out, and the extremes stay finite', () => {
    expect(calculateInflation({ presentAmount: 500, inflationRate: 0, timePeriod: 3 }).futureValue).toBe(500);
    expect(calculateInflation({ presentAmount: 500, inflationRate: -100, timePeriod: 3 }).futureValue).toBe(0);
    const big = calculateInflation({ presentAmount: 1e12, inflationRate: 1000, timePeriod: 100 });
    expect(big.futureValue / (1e12 * 11 ** 100)).toBeCloseTo(1, 10);
    expect(big.rows.every((r) => Number.isFinite(r.yearEndValue))).toBe(true);
  });
});
