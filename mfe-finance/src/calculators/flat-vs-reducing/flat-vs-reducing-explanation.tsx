import content from './flat-vs-reducing-explanation.md';
import { explanation } from '../../explanations/explanation';
import { flatVsReducingExample, FLAT_VS_REDUCING_EXAMPLE_INPUTS } from './flat-vs-reducing-example';
import { flatVsReducingSolvingExample } from './flat-vs-reducing-solving-example';

export default explanation(content, {
  example: (f) => flatVsReducingExample(FLAT_VS_REDUCING_EXAMPLE_INPUTS, f),
  solving: flatVsReducingSolvingExample,
});
