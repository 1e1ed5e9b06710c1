import content from './retirement-explanation.md';
import { explanation } from '../../explanations/explanation';
import { retirementExample, RETIREMENT_EXAMPLE_INPUTS } from './retirement-example';
import { retirementSolvingExample } from './retirement-solving-example';

export default explanation(content, {
  example: (f) => retirementExample(RETIREMENT_EXAMPLE_INPUTS, f),
  solving: retirementSolvingExample,
});
