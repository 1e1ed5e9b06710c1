import content from './inflation-explanation.md';
import { explanation } from '../../explanations/explanation';
import { inflationExample, INFLATION_EXAMPLE_INPUTS } from './inflation-example';

export default explanation(content, { example: (f) => inflationExample(INFLATION_EXAMPLE_INPUTS, f) });
