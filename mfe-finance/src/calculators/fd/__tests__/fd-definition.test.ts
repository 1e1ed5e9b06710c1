import { checkFields, initialRawValues, toCsv } from '@calc/shared';
import { fdDefinition } from '../fd-definition';
import { fdChartSpec, fdDonutSpec } from '../fd-chart';

const { fields } = fdDefinition;
const money = (value: number) => `$${value.toFixed(2)}`;

describe('fdDefinition', () => {
  it('has the issue’s labels, and Compounding offers Monthly, Quarterly (the default), Half-yearly, Yearly', () => {
    expect(fields.map((field) => field.label)).toEqual([
      'Deposit Amount',
      'Annual Interest Rate (%)',
      'Tenure (Years)',
      'Compounding',
    ]);
    const compounding = fields[3];
    expect(compounding.options?.map((option) => option.label)).toEqual(['Monthly', 'Quarterly', 'Half-yearly', 'Yearly']);
    expect(initialRawValues(fields).compounding).toBe('4');
  });

  it('computes the issue’s figure from the fields as typed, and rejects a rate below 0', () => {
    const raw = { ...initialRawValues(fields), depositAmount: '1,00,000', annualRate: '7', tenure: '5' };
    const checked = checkFields(fields, raw);
    if (checked.status !== 'valid') throw new Error(checked.status);
    const result = fdDefinition.compute(checked.values);
    expect(fdDefinition.results[0]).toMatchObject({ label: 'Maturity Amount', headline: true });
    expect(Math.round(Number(fdDefinition.results[0].value(result)) * 100)).toBe(14147782);
    expect(checkFields(fields, { ...raw, annualRate: '-1' }).status).toBe('invalid');
  });

  it('reports each year with CSV and draws deposit vs interest', () => {
    const result = fdDefinition.compute({ depositAmount: 10000, annualRate: 10, tenure: 2, compounding: 1 });
    const csv = toCsv(fdDefinition.report!.columns, fdDefinition.report!.rows(result));
    expect(csv).toBe('Year,Opening Balance,Interest Earned,End of Year Balance\r\n1,10000,1000,11000\r\n2,11000,1100,12100\r\n');
    const spec = fdChartSpec(result, money)!;
    expect(spec.series[0].data).toEqual([10000, 10000]);
    expect(spec.series[1].data.map((value) => Math.round(value * 100) / 100)).toEqual([1000, 2100]);
    expect(fdDonutSpec(result, money)?.summary).toContain(money(12100));
    expect(fdChartSpec(fdDefinition.emptyResult, money)).toBeNull();
  });
});
