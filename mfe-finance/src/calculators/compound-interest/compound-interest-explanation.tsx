/*
 * The Compound Interest Calculator's "How it is calculated" section: compound-interest-explanation.md with its worked
 * example computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './compound-interest-explanation.md';
import { explanation } from '../../explanations/explanation';
import { taxOnReturnsValues } from '../../finance-library/tax-on-returns/tax-on-returns-values';
import { compoundInterestExample, COMPOUND_INTEREST_EXAMPLE_INPUTS } from './compound-interest-example';

export default explanation(content, {
  values: () => taxOnReturnsValues,
  example: (f) => compoundInterestExample(COMPOUND_INTEREST_EXAMPLE_INPUTS, f),
});
