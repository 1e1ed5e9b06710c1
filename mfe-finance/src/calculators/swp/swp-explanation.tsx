/*
 * The SWP Calculator's "How it is calculated" section: swp-explanation.md with its worked example and its "Solve for"
 * example computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './swp-explanation.md';
import { explanation } from '../../explanations/explanation';
import { taxOnReturnsValues } from '../../finance-library/tax-on-returns/tax-on-returns-values';
import { swpExample, SWP_EXAMPLE_INPUTS } from './swp-example';
import { swpSolvingExample } from './swp-solving-example';

export default explanation(content, {
  values: () => taxOnReturnsValues,
  example: (f) => swpExample(SWP_EXAMPLE_INPUTS, f),
  solving: swpSolvingExample,
});
