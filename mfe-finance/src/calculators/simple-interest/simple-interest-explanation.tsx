/*
 * The Simple Interest Calculator's "How it is calculated" section: simple-interest-explanation.md with its worked
 * example computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './simple-interest-explanation.md';
import { explanation } from '../../explanations/explanation';
import { simpleInterestExample, SIMPLE_INTEREST_EXAMPLE_INPUTS } from './simple-interest-example';

export default explanation(content, { example: (f) => simpleInterestExample(SIMPLE_INTEREST_EXAMPLE_INPUTS, f) });
