/*
 * The SIP Calculator's "How it is calculated" section: sip-explanation.md with its worked example and its "Solve for"
 * example computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './sip-explanation.md';
import { explanation } from '../../explanations/explanation';
import { taxOnReturnsValues } from '../../finance-library/tax-on-returns/tax-on-returns-values';
import { sipExample, SIP_EXAMPLE_INPUTS } from './sip-example';
import { sipSolvingExample } from './sip-solving-example';

export default explanation(content, {
  values: () => taxOnReturnsValues,
  example: (f) => sipExample(SIP_EXAMPLE_INPUTS, f),
  solving: sipSolvingExample,
});
