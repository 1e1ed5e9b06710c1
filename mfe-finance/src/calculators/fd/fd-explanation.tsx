/*
 * The FD Calculator's "How it is calculated" section: fd-explanation.md with its worked example computed by the
 * calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './fd-explanation.md';
import { explanation } from '../../explanations/explanation';
import { taxOnReturnsValues } from '../../finance-library/tax-on-returns/tax-on-returns-values';
import { fdExample, FD_EXAMPLE_INPUTS } from './fd-example';

export default explanation(content, {
  values: () => taxOnReturnsValues,
  example: (f) => fdExample(FD_EXAMPLE_INPUTS, f),
});
