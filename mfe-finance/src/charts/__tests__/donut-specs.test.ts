import { calculateLoan } from '../../finance-library/loan/loan';
import { loanDonutSpec } from '../../finance-library/loan/loan-chart';
import { calculateLumpSum } from '../../calculators/lump-sum/lump-sum';
import { lumpSumDonutSpec } from '../../calculators/lump-sum/lump-sum-chart';
import { calculateSip } from '../../finance-library/sip';
import { sipDonutSpec } from '../../calculators/sip/sip-chart';
import { compositionSpec } from '../chart-spec';

const format = (value: number) => `$${value.toFixed(2)}`;
const values = (spec: ReturnType<typeof compositionSpec>) => spec!.segments.map((segment) => segment.value);

describe('composition donuts', () => {
  test('the text alternative names the whole and each part with its share', () => {
    const spec = compositionSpec(
      'the maturity amount',
      [
        { label: 'Invested', value: 600, colorVar: '--chart-1' },
        { label: 'Returns', value: 400, colorVar: '--chart-2' },
      ],
      format,
    );
    expect(spec!.summary).toBe('Donut chart of the maturity amount, $1000.00: $600.00 invested (60%) and $400.00 returns (40%).');
  });

  test('nothing to split, or a part below zero: no donut', () => {
    const part = (value: number) => ({ label: 'A', value, colorVar: '--chart-1' as const });
    expect(compositionSpec('x', [part(0), part(0)], format)).toBeNull();
    expect(compositionSpec('x', [part(100), part(-1)], format)).toBeNull();
    expect(compositionSpec('x', [part(100), part(NaN)], format)).toBeNull();
  });

  test('SIP: invested and returns add up to the maturity amount', () => {
    const result = calculateSip({ sipAmount: 5000, annualRate: 12, duration: 10, stepUp: 0 });
    const spec = sipDonutSpec(result, format);
    expect(values(spec)).toEqual([result.totalDeposit, result.totalReturns]);
    expect(values(spec)[0] + values(spec)[1]).toBeCloseTo(result.maturityAmount, 6);
    expect(spec!.summary).toMatch(/^Donut chart of the maturity amount/);
  });

  test('lump sum: invested and returns add up to the maturity amount', () => {
    const result = calculateLumpSum({ amount: 100000, annualRate: 10, duration: 5 });
    const spec = lumpSumDonutSpec(result, format);
    expect(values(spec)[0]).toBe(100000);
    expect(values(spec)[0] + values(spec)[1]).toBeCloseTo(result.maturityAmount, 6);
  });

  test('loan: principal and interest add up to the total payment', () => {
    const result = calculateLoan({ loanAmount: 500000, annualRate: 9, tenure: 20 });
    const spec = loanDonutSpec(result, format);
    expect(values(spec)[0]).toBeCloseTo(500000, 6);
    expect(values(spec)[1]).toBeCloseTo(result.totalInterest, 6);
    expect(spec!.summary).toMatch(/^Donut chart of the total payment/);
  });

  test('before any calculation (no rows): no donut', () => {
    expect(sipDonutSpec(calculateSip({ sipAmount: 0, annualRate: 0, duration: 0, stepUp: 0 }), format)).toBeNull();
    expect(loanDonutSpec({ emi: 0, totalPayment: 0, totalInterest: 0, rows: [], months: [] }, format)).toBeNull();
  });
});
