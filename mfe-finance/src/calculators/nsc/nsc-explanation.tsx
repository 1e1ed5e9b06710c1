/*
 * The NSC Calculator's "How it is calculated" section: nsc-explanation.md with its worked example computed by the
 * calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './nsc-explanation.md';
import { explanation } from '../../explanations/explanation';
import { nscExample, NSC_EXAMPLE_INPUTS } from './nsc-example';
import { NSC_RULES } from './nsc-rules';

// The scheme's own currency; the words name the rules' own fields.
export default explanation(content, {
  example: (f) => nscExample(NSC_EXAMPLE_INPUTS, f),
  currency: NSC_RULES.currency,
  values: () => NSC_RULES,
});
