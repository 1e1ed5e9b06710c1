import { calculateKvp, kvpMonthsToDouble, kvpValue } from '../kvp';
import { kvpDefinition } from '../kvp-definition';

/*
 * Reference values by a different route: the months to double are found by counting months until the amount,
 * compounded yearly at r (fractions of a year as powers), first reaches double (an iteration, not the logarithm the
 * calculator uses), and the half-year values by multiplying ₹1,000 by √1.075 step by step.
 */
function monthsByCounting(ratePercent: number): number {
  let months = 0;
  while ((1 + ratePercent / 100) ** (months / 12) < 2) months += 1;
  // The first month at or above double, or the one before it, whichever is nearer to exactly double.
  const over = (1 + ratePercent / 100) ** (months / 12) - 2;
  const under = 2 - (1 + ratePercent / 100) ** ((months - 1) / 12);
  return over <= under ? months : months - 1;
}

describe('calculateKvp', () => {
  it('the issue’s anchor: 7.5% doubles in 115 months, as notified', () => {
    expect(kvpMonthsToDouble(7.5)).toBe(115);
    expect(monthsByCounting(7.5)).toBe(115);
  });

  it('other rates agree with counting: 7.2% in 120 months, 7.7% in 112, 8.7% in 100 (terms notified with those rates)', () => {
    for (const [rate, notified] of [
      [7.2, 120],
      [7.7, 112],
      [8.7, 100],
    ]) {
      expect(kvpMonthsToDouble(rate)).toBe(monthsByCounting(rate));
      expect(kvpMonthsToDouble(rate)).toBe(notified);
    }
  });

  it('the maturity amount is double', () => {
    const r = calculateKvp({ amount: 100000, interestRate: 7.5, encashAfterMonths: 0 });
    expect(r.maturityAmount).toBe(200000);
    expect(r.totalInterest).toBe(100000);
    expect(r.encashmentValue).toBe(0);
  });

  it('values after the lock-in, by half-year steps', () => {
    let value = 1000;
    const steps: number[] = [];
    for (let half = 1; half <= 19; half++) {
      value *= Math.sqrt(1.075);
      steps.push(value);
    }
    // 30 to 35 months: 5 half-years, 1,198.18; 60 months: 10 half-years, 1.075^5.
    expect(kvpValue(1000, 7.5, 30)).toBeCloseTo(steps[4], 8);
    expect(kvpValue(1000, 7.5, 35)).toBeCloseTo(steps[4], 8);
    expect(kvpValue(1000, 7.5, 60)).toBeCloseTo(1.075 ** 5 * 1000, 8);
    expect(kvpValue(1000, 7.5, 114)).toBeCloseTo(steps[18], 8);
    expect(kvpValue(1000, 7.5, 115)).toBe(2000);
    const r = calculateKvp({ amount: 1000, interestRate: 7.5, encashAfterMonths: 60 });
    expect(r.encashmentValue).toBeCloseTo(1435.63, 2);
    // 30, 36, … 114: 15 half-years, then maturity.
    expect(r.rows).toHaveLength(16);
    expect(r.rows[14]).toEqual(expect.objectContaining({ fromMonth: 114, toMonth: 114 }));
    expect(r.rows[15]).toEqual(expect.objectContaining({ fromMonth: 115, maturity: true, value: 2000 }));
  });

  it('a zero rate gives no term and no NaN', () => {
    const r = calculateKvp({ amount: 1000, interestRate: 0, encashAfterMonths: 0 });
    expect(r.monthsToDouble).toBe(0);
    expect(kvpDefinition.validate!({ amount: 1000, interestRate: 0, encashAfterMonths: 0 }).interestRate).toBeDefined();
    expect(Number.isFinite(calculateKvp({ amount: 1e12, interestRate: 100, encashAfterMonths: 12 }).maturityAmount)).toBe(true);
  });
});

describe('kvpDefinition', () => {
  it('labels, and what it refuses', () => {
    expect(kvpDefinition.fields.map((f) => f.label)).toEqual(['Amount', 'Interest Rate (%)', 'Encash After (Months)']);
    expect(kvpDefinition.fields[2].min).toBe(30);
    expect(kvpDefinition.fields[1].min).toBe(1);
    expect(kvpDefinition.validate!({ amount: 1050, interestRate: 7.5, encashAfterMonths: 0 }).amount).toMatch(/multiple of ₹100/);
    expect(kvpDefinition.validate!({ amount: 1000, interestRate: 7.5, encashAfterMonths: 116 }).encashAfterMonths).toBe(
      'At 7.5% the certificate matures after 115 months: enter 115 or fewer.',
    );
    expect(kvpDefinition.validate!({ amount: 1000, interestRate: 7.5, encashAfterMonths: 115 })).toEqual({});
  });
});
