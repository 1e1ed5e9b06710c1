import { checkFields, initialRawValues, toCsv } from '@calc/shared';
import { compoundInterestDefinition } from '../compound-interest-definition';
import { compoundInterestChartSpec, compoundInterestDonutSpec } from '../compound-interest-chart';

const { fields, results } = compoundInterestDefinition;
const money = (value: number) => `$${value.toFixed(2)}`;
const shownLabels = (result: Parameters<(typeof results)[number]['value']>[0]) =>
  results.filter((item) => !item.shown || item.shown(result)).map((item) => item.label);

describe('compoundInterestDefinition', () => {
  it('has the issue’s labels; Compounding from Yearly to Daily; the addition is optional', () => {
    expect(fields.map((field) => field.label)).toEqual([
      'Principal Amount',
      'Annual Interest Rate (%)',
      'Time Period (Years)',
      'Compounding',
      'Monthly Addition',
    ]);
    expect(fields[3].options?.map((option) => option.label)).toEqual(['Yearly', 'Half-yearly', 'Quarterly', 'Monthly', 'Daily']);
    const checked = checkFields(fields, { ...initialRawValues(fields), principal: '10000', annualRate: '10', timePeriod: '3' });
    expect(checked).toEqual({
      status: 'valid',
      values: { principal: 10000, annualRate: 10, timePeriod: 3, compounding: 1, monthlyAddition: 0 },
    });
  });

  it('shows the simple-interest figures beside the compound ones; Total Invested only with additions', () => {
    const plain = compoundInterestDefinition.compute({
      principal: 10000,
      annualRate: 10,
      timePeriod: 3,
      compounding: 1,
      monthlyAddition: 0,
    });
    expect(shownLabels(plain)).toEqual([
      'Total Amount',
      'Total Interest',
      'Total Amount at Simple Interest',
      'Total Interest at Simple Interest',
      'Extra Earned by Compounding',
    ]);
    expect(results.map((item) => Math.round(Number(item.value(plain)) * 100) / 100)).toEqual([
      13310, 3310, 10000, 13000, 3000, 310,
    ]);
    const adding = compoundInterestDefinition.compute({
      principal: 10000,
      annualRate: 10,
      timePeriod: 3,
      compounding: 1,
      monthlyAddition: 100,
    });
    expect(shownLabels(adding)).toContain('Total Invested');
  });

  it('reports each year with CSV; the chart adds the simple-interest line, the donut the additions', () => {
    const result = compoundInterestDefinition.compute({
      principal: 10000,
      annualRate: 10,
      timePeriod: 2,
      compounding: 1,
      monthlyAddition: 0,
    });
    expect(toCsv(compoundInterestDefinition.report!.columns, compoundInterestDefinition.report!.rows(result))).toBe(
      'Year,Total Invested,Interest Earned,End of Year Balance,Balance at Simple Interest\r\n1,10000,1000,11000,11000\r\n2,10000,1100,12100,12000\r\n',
    );
    const spec = compoundInterestChartSpec(result, money)!;
    expect(spec.series.map((series) => series.label)).toEqual(['Deposits', 'Returns', 'At simple interest']);
    expect(spec.series[2].data).toEqual([11000, 12000]);
    const adding = compoundInterestDefinition.compute({
      principal: 10000,
      annualRate: 10,
      timePeriod: 2,
      compounding: 12,
      monthlyAddition: 100,
    });
    expect(compoundInterestDonutSpec(adding, money)?.segments.map((segment) => segment.label)).toEqual([
      'Principal',
      'Monthly additions',
      'Interest',
    ]);
  });
});
