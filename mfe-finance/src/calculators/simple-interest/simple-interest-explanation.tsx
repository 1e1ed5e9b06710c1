import content from './simple-interest-explanation.md';
import { explanation } from '../../explanations/explanation';
import { simpleInterestExample, SIMPLE_INTEREST_EXAMPLE_INPUTS } from './simple-interest-example';

export default explanation(content, { example: (f) => simpleInterestExample(SIMPLE_INTEREST_EXAMPLE_INPUTS, f) });
