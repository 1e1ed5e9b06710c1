/*
 * The Flat vs Reducing Rate Calculator's "How it is calculated" section: flat-vs-reducing-explanation.md with its
 * worked example and its "Solve for" example computed by the calculator's own code; the page loads it in its own chunk,
 * after the calculator.
 */
import content from './flat-vs-reducing-explanation.md';
import { explanation } from '../../explanations/explanation';
import { flatVsReducingExample, FLAT_VS_REDUCING_EXAMPLE_INPUTS } from './flat-vs-reducing-example';
import { flatVsReducingSolvingExample } from './flat-vs-reducing-solving-example';

export default explanation(content, {
  example: (f) => flatVsReducingExample(FLAT_VS_REDUCING_EXAMPLE_INPUTS, f),
  solving: flatVsReducingSolvingExample,
});
