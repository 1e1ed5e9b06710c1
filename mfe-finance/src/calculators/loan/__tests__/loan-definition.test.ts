import { checkFields, initialRawValues, visibleColumns } from '@calc/shared';
import { loanDefinition } from '../loan-definition';
import { loanChartSpec } from '../../../finance-library/loan/loan-chart';

const { fields, validate, compute, results, report, extraReports } = loanDefinition;
const raw = (values: Record<string, string>) => ({ ...initialRawValues(fields), ...values });
const basic = { loanAmount: '100000', annualRate: '12', tenure: '1' };
const check = (values: Record<string, string>) => checkFields(fields, raw({ ...basic, ...values }), validate);
const shownLabels = (values: Record<string, string>) => {
  const checked = check(values);
  if (checked.status !== 'valid') throw new Error(checked.status);
  const result = compute(checked.values);
  return { result, labels: results.filter((item) => !item.shown || item.shown(result)).map((item) => item.label) };
};

describe('the loan definition with prepayments', () => {
  it('keeps the specified labels, and empty prepayment fields are no prepayment', () => {
    expect(fields.slice(0, 3).map((f) => f.label)).toEqual(['Loan Amount', 'Annual Interest Rate (%)', 'Loan Tenure (Years)']);
    const { result, labels } = shownLabels({});
    expect(labels).toEqual(['EMI', 'Total Payment (Principal + Interest)', 'Total Interest Payable']);
    expect(visibleColumns(report!.columns, result.rows).map((c) => c.header)).toEqual([
      'Year',
      'Total Payment',
      'Principal Paid',
      'Interest Paid',
      'Remaining Balance',
    ]);
  });

  it('shows the savings and the Prepayment column when something is prepaid', () => {
    const { result, labels } = shownLabels({ oneTimePrepayment: '20000', oneTimeMonth: '6' });
    expect(labels).toEqual([
      'EMI',
      'Total Payment (Principal + Interest)',
      'Total Interest Payable',
      'Interest Saved',
      'Months Saved',
      'Total Prepaid',
    ]);
    expect(visibleColumns(report!.columns, result.rows).map((c) => c.header)).toContain('Prepayment');
    const monthlyHeaders = extraReports![0].open((monthly) =>
      visibleColumns(monthly.columns, monthly.rows(result)).map((c) => c.header),
    );
    expect(monthlyHeaders).toEqual(['Month', 'EMI', 'Principal Paid', 'Interest Paid', 'Prepayment', 'Remaining Balance']);
    expect(shownLabels({ oneTimePrepayment: '20000', oneTimeMonth: '6', prepaymentEffect: '1' }).labels).toContain(
      'EMI After Prepayments',
    );
  });

  it('says when a month is beyond the tenure, or missing for a one-time prepayment', () => {
    expect(check({ oneTimePrepayment: '5000', oneTimeMonth: '13' })).toEqual({
      status: 'invalid',
      errors: { oneTimeMonth: 'The loan ends in month 12: enter a month from 1 to 12.' },
    });
    expect(check({ recurringPrepayment: '500', recurringStartMonth: '24' })).toEqual({
      status: 'invalid',
      errors: { recurringStartMonth: 'The loan ends in month 12: enter a month from 1 to 12.' },
    });
    expect(check({ oneTimePrepayment: '5000' })).toEqual({
      status: 'invalid',
      errors: { oneTimeMonth: 'Enter the month of the one-time prepayment.' },
    });
    expect(check({ recurringPrepayment: '500' }).status).toBe('valid');
  });

  it('the chart stacks the prepayments only when there are some', () => {
    const format = (x: number) => x.toFixed(2);
    expect(loanChartSpec(shownLabels({}).result, format)!.series.map((s) => s.label)).toEqual(['Principal', 'Interest']);
    const spec = loanChartSpec(shownLabels({ oneTimePrepayment: '20000', oneTimeMonth: '6' }).result, format)!;
    expect(spec.series.map((s) => s.label)).toEqual(['Principal', 'Interest', 'Prepayment']);
    expect(spec.series[2].data).toEqual([20000]);
  });
});
