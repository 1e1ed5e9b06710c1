import { calculateCagr, validateCagr } from '../cagr';

describe('calculateCagr', () => {
  it('10000 -> 20000 in 5 years is 14.87 % a year', () => {
    const res = calculateCagr({ initialValue: 10000, finalValue: 20000, duration: 5 });
    expect(res.cagr).toBeCloseTo(14.87, 2);
    expect(res.cagr).toBeCloseTo((Math.pow(2, 1 / 5) - 1) * 100, 10);
    expect(res).toMatchObject({ initialValue: 10000, finalValue: 20000, duration: 5 });
    expect(res.rows).toHaveLength(5);
    // Row value = initial x (1 + cagr)^year; year 1 = 10000 x 2^(1/5) = 11486.98, the last row is the final value.
    res.rows.forEach((row, idx) => {
      expect(row.year).toBe(idx + 1);
      expect(row.yearEndValue).toBeCloseTo(10000 * Math.pow(1 + res.cagr / 100, idx + 1), 6);
    });
    expect(res.rows[0].yearEndValue).toBeCloseTo(11486.98, 2);
    expect(res.rows[4].yearEndValue).toBe(20000);
  });

  it('handles a fall in value and a total loss', () => {
    expect(calculateCagr({ initialValue: 1000, finalValue: 250, duration: 2 }).cagr).toBeCloseTo(-50, 10);
    const lost = calculateCagr({ initialValue: 1000, finalValue: 0, duration: 3 });
    expect(lost.cagr).toBe(-100);
    expect(lost.rows.map((r) => r.yearEndValue)).toEqual([0, 0, 0]);
  });

  it('never returns NaN or Infinity for a zero initial value or zero years', () => {
    expect(calculateCagr({ initialValue: 0, finalValue: 5000, duration: 5 })).toEqual({
      cagr: 0,
      initialValue: 0,
      finalValue: 5000,
      duration: 5,
      moneyMultiple: 0,
      absoluteReturn: 0,
      rows: [],
    });
    expect(calculateCagr({ initialValue: 100, finalValue: 5000, duration: 0 }).cagr).toBe(0);
    const extreme = calculateCagr({ initialValue: 0.01, finalValue: 1e12, duration: 1 });
    expect(Number.isFinite(extreme.cagr)).toBe(true);
  });

  it('insight beside the rate: the money multiple and the absolute return', () => {
    // 10000 -> 25000: 2.5 times the money, a 150 % gain in all.
    const result = calculateCagr({ initialValue: 10000, finalValue: 25000, duration: 5 });
    expect(result.moneyMultiple).toBeCloseTo(2.5, 12);
    expect(result.absoluteReturn).toBeCloseTo(150, 10);
    // A loss: 10000 -> 8000 is 0.8 times, -20 %.
    const loss = calculateCagr({ initialValue: 10000, finalValue: 8000, duration: 2 });
    expect(loss.moneyMultiple).toBeCloseTo(0.8, 12);
    expect(loss.absoluteReturn).toBeCloseTo(-20, 10);
  });
});

describe('validateCagr', () => {
  it('gives inline messages for a zero initial value and zero years', () => {
    expect(validateCagr({ initialValue: 0, finalValue: 100, duration: 0 })).toEqual({
      initialValue: 'Initial investment must be greater than 0.',
      duration: 'Duration must be at least 1 year.',
    });
  });
  it('is empty when the inputs are fine or not yet given', () => {
    expect(validateCagr({ initialValue: 1, finalValue: 0, duration: 1 })).toEqual({});
    expect(validateCagr({})).toEqual({});
  });
});
