/*
 * The HRA Exemption Calculator's "How it is calculated" section: hra-explanation.md with its worked example computed by
 * the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './hra-explanation.md';
import { explanation } from '../../explanations/explanation';
import { hraExample, HRA_EXAMPLE_INPUTS } from './hra-example';
import { HRA_RULES } from './hra-rules';

export default explanation(content, {
  example: (f) => hraExample(HRA_EXAMPLE_INPUTS, f),
  // Indian rules, written in rupees: the example is in ₹ whatever the header's currency.
  currency: 'INR',
  // The words name the rules' own fields.
  values: () => ({ ...HRA_RULES, metroCities: HRA_RULES.metroCities.join(', ') }),
});
