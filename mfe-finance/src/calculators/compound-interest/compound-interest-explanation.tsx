import content from './compound-interest-explanation.md';
import { explanation } from '../../explanations/explanation';
import { taxOnReturnsValues } from '../../finance-library/tax-on-returns/tax-on-returns-values';
import { compoundInterestExample, COMPOUND_INTEREST_EXAMPLE_INPUTS } from './compound-interest-example';

export default explanation(content, {
  values: () => taxOnReturnsValues,
  example: (f) => compoundInterestExample(COMPOUND_INTEREST_EXAMPLE_INPUTS, f),
});
