/*
 * The RD Calculator's "How it is calculated" section: rd-explanation.md with its worked example computed by the
 * calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './rd-explanation.md';
import { explanation } from '../../explanations/explanation';
import { taxOnReturnsValues } from '../../finance-library/tax-on-returns/tax-on-returns-values';
import { rdExample, RD_EXAMPLE_INPUTS } from './rd-example';

export default explanation(content, {
  values: () => taxOnReturnsValues,
  example: (f) => rdExample(RD_EXAMPLE_INPUTS, f),
});
