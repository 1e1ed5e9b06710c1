import { checkFields, initialRawValues, toCsv } from '@calc/shared';
import { rdDefinition, rdYearLabel } from '../rd-definition';
import { rdChartSpec } from '../rd-chart';

const { fields } = rdDefinition;

describe('rdDefinition', () => {
  it('has the issue’s labels and whole months from 1', () => {
    expect(fields.map((field) => field.label)).toEqual(['Monthly Deposit', 'Annual Interest Rate (%)', 'Tenure (Months)']);
    const raw = { ...initialRawValues(fields), monthlyDeposit: '5000', annualRate: '7.5' };
    expect(checkFields(fields, { ...raw, tenure: '18.5' }).status).toBe('invalid');
    expect(checkFields(fields, { ...raw, tenure: '0' }).status).toBe('invalid');
    expect(checkFields(fields, { ...raw, tenure: '18' }).status).toBe('valid');
  });

  it('the yearly breakdown names a shorter last year; the monthly schedule has every month, both with CSV', () => {
    const result = rdDefinition.compute({ monthlyDeposit: 1000, annualRate: 0, tenure: 13 });
    expect(rdDefinition.report!.rows(result).map(rdYearLabel)).toEqual(['1', '2 (1 month)']);
    expect(toCsv(rdDefinition.report!.columns, rdDefinition.report!.rows(result))).toBe(
      'Year,Deposited in Year,Total Deposited,Interest Earned,End of Year Balance\r\n1,12000,12000,0,12000\r\n2 (1 month),1000,13000,0,13000\r\n',
    );
    const monthly = rdDefinition.extraReports![0];
    expect(monthly.tabLabel).toBe('Monthly Schedule');
    const csv = monthly.open((report) => toCsv(report.columns, report.rows(result)));
    expect(csv.split('\r\n')[0]).toBe('Month,Deposit,Total Deposited,Interest Earned,Balance');
    expect(csv.split('\r\n')[13]).toBe('13,1000,13000,0,13000');
    expect(rdChartSpec(result, String)?.labels).toEqual([1, 2]);
  });
});
