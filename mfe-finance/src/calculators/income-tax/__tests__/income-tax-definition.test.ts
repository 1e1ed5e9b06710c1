import { incomeTaxDefinition } from '../income-tax-definition';
import { incomeTaxFields } from '../../../finance-library/income-tax/income-tax-fields';

it('asks the income tax fields of the finance library, which the Advance Tax page asks too', () => {
  expect(incomeTaxDefinition.fields).toBe(incomeTaxFields);
});
