/*
 * The Inflation Calculator's "How it is calculated" section: inflation-explanation.md with its worked example computed
 * by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './inflation-explanation.md';
import { explanation } from '../../explanations/explanation';
import { inflationExample, INFLATION_EXAMPLE_INPUTS } from './inflation-example';

export default explanation(content, { example: (f) => inflationExample(INFLATION_EXAMPLE_INPUTS, f) });
