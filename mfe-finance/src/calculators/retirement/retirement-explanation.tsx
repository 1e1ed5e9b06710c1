/*
 * The Retirement Calculator's "How it is calculated" section: retirement-explanation.md with its worked example and its
 * "Solve for" example computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './retirement-explanation.md';
import { explanation } from '../../explanations/explanation';
import { retirementExample, RETIREMENT_EXAMPLE_INPUTS } from './retirement-example';
import { retirementSolvingExample } from './retirement-solving-example';

export default explanation(content, {
  example: (f) => retirementExample(RETIREMENT_EXAMPLE_INPUTS, f),
  solving: retirementSolvingExample,
});
