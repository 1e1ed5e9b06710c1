import { calculateLoan } from '../../finance-library/loan/loan';
import { loanChartSpec } from '../../finance-library/loan/loan-chart';
import { calculateLumpSum } from '../../calculators/lump-sum/lump-sum';
import { lumpSumChartSpec } from '../../calculators/lump-sum/lump-sum-chart';
import { calculateRetirement, retirementDefaults } from '../../calculators/retirement/retirement';
import { retirementChartSpec } from '../../calculators/retirement/retirement-chart';
import { calculateSip } from '../../finance-library/sip';
import { sipChartSpec } from '../../calculators/sip/sip-chart';
import { calculateSwp } from '../../calculators/swp/swp';
import { swpChartSpec } from '../../calculators/swp/swp-chart';
import { calculateCagr } from '../../calculators/cagr/cagr';
import { cagrChartSpec } from '../../calculators/cagr/cagr-chart';
import { calculateInflation } from '../../calculators/inflation/inflation';
import { inflationChartSpec } from '../../calculators/inflation/inflation-chart';

const format = (value: number) => `$${value.toFixed(2)}`;

describe('finance chart specs', () => {
  test('SIP: stacked deposits and returns add up to each year-end balance', () => {
    const result = calculateSip({ sipAmount: 5000, annualRate: 12, duration: 10, stepUp: 10 });
    const spec = sipChartSpec(result, format)!;
    expect(spec.labels).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const [deposits, returns] = spec.series;
    expect(deposits.stacked && returns.stacked).toBe(true);
    result.rows.forEach((row, index) => {
      expect(deposits.data[index] + returns.data[index]).toBeCloseTo(row.maturityAmount, 6);
    });
    expect(spec.summary).toContain(format(result.maturityAmount));
  });

  test('lump sum: the deposit stays, the returns grow', () => {
    const spec = lumpSumChartSpec(calculateLumpSum({ amount: 100000, annualRate: 10, duration: 3 }), format)!;
    expect(spec.series[0].data).toEqual([100000, 100000, 100000]);
    expect(spec.series[1].data.map((value) => Math.round(value))).toEqual([10000, 21000, 33100]);
  });

  test('SWP: balance line and withdrawal bars, and the depletion told', () => {
    const spec = swpChartSpec(
      calculateSwp({ initialInvestment: 1000000, annualRate: 8, duration: 20, withdrawalAmount: 9000, yearlyStepUp: 5 }),
      format,
    )!;
    expect(spec.series.map((series) => series.type)).toEqual(['line', 'bar']);
    expect(spec.labels).toHaveLength(12);
    expect(spec.summary).toMatch(/runs out in year 12/);
  });

  test('loan: principal and interest per year add up to the yearly payments', () => {
    const result = calculateLoan({ loanAmount: 500000, annualRate: 9, tenure: 20 });
    const spec = loanChartSpec(result, format)!;
    const [principal, interest] = spec.series;
    result.rows.forEach((row, index) => expect(principal.data[index] + interest.data[index]).toBeCloseTo(row.totalPayment, 6));
    expect(principal.data.reduce((a, b) => a + b, 0)).toBeCloseTo(500000, 4);
  });

  test('CAGR and inflation start at year 0 with the starting amount', () => {
    const cagr = cagrChartSpec(calculateCagr({ initialValue: 10000, finalValue: 20000, duration: 5 }), format)!;
    expect(cagr.labels[0]).toBe(0);
    expect(cagr.series[0].data[0]).toBe(10000);
    expect(cagr.series[0].data.at(-1)).toBe(20000);
    const inflation = inflationChartSpec(calculateInflation({ presentAmount: 100, inflationRate: 10, timePeriod: 2 }), format)!;
    expect(inflation.series[0].data.map((value) => Math.round(value * 100) / 100)).toEqual([100, 110, 121]);
  });

  test('retirement: ages, the retirement age marked, negatives flagged for the error colour', () => {
    const result = calculateRetirement({ ...retirementDefaults, postRetirementMonthly: 150000 });
    const spec = retirementChartSpec(result, format)!;
    expect(spec.labels[0]).toBe(25);
    expect(spec.labels.at(-1)).toBe(85);
    expect(spec.labels[spec.marker!.index]).toBe(55);
    expect(spec.marker!.label).toBe('Retire 55');
    expect(spec.series[0].negativeColorVar).toBe('--chart-4');
    expect(result.depletedAtAge).not.toBeNull();
    expect(spec.summary).toContain(`run out at ${result.depletedAtAge}`);
  });

  test('no rows, no chart', () => {
    expect(sipChartSpec({ totalDeposit: 0, maturityAmount: 0, totalReturns: 0, rows: [], today: null }, format)).toBeNull();
    expect(loanChartSpec({ emi: 0, totalPayment: 0, totalInterest: 0, rows: [], months: [] }, format)).toBeNull();
  });
});
