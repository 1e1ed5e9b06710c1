import { checkFields, initialRawValues, toCsv } from '@calc/shared';
import { simpleInterestDefinition } from '../simple-interest-definition';

const { fields } = simpleInterestDefinition;

describe('simpleInterestDefinition', () => {
  it('has the issue’s labels and results', () => {
    expect(fields.map((field) => field.label)).toEqual(['Principal Amount', 'Annual Interest Rate (%)', 'Time Period (Years)']);
    expect(simpleInterestDefinition.results.map((item) => item.label)).toEqual(['Interest', 'Total Amount']);
  });

  it('computes from the fields as typed and reports each year with CSV', () => {
    const checked = checkFields(fields, { ...initialRawValues(fields), principal: '25,000', annualRate: '8', timePeriod: '3' });
    if (checked.status !== 'valid') throw new Error(checked.status);
    const result = simpleInterestDefinition.compute(checked.values);
    expect(toCsv(simpleInterestDefinition.report!.columns, simpleInterestDefinition.report!.rows(result))).toBe(
      'Year,Interest Earned,Total Interest,Total Amount\r\n1,2000,2000,27000\r\n2,2000,4000,29000\r\n3,2000,6000,31000\r\n',
    );
  });
});
