import content from './gratuity-explanation.md';
import { explanation } from '../../explanations/explanation';
import { gratuityExample, GRATUITY_EXAMPLE_INPUTS } from './gratuity-example';

export default explanation(content, { example: (f) => gratuityExample(GRATUITY_EXAMPLE_INPUTS, f) });
