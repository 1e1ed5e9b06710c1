/*
 * The Gratuity Calculator's "How it is calculated" section: gratuity-explanation.md with its worked example computed by
 * the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './gratuity-explanation.md';
import { explanation } from '../../explanations/explanation';
import { gratuityExample, GRATUITY_EXAMPLE_INPUTS } from './gratuity-example';

export default explanation(content, { example: (f) => gratuityExample(GRATUITY_EXAMPLE_INPUTS, f) });
