/*
 * The Sukanya Samriddhi Yojana Calculator's "How it is calculated" section: ssy-explanation.md with its worked example
 * and its "Solve for" example computed by the calculator's own code; the page loads it in its own chunk, after the
 * calculator.
 */
import content from './ssy-explanation.md';
import { explanation } from '../../explanations/explanation';
import { ssyExample, SSY_EXAMPLE_INPUTS } from './ssy-example';
import { ssySolvingExample } from './ssy-solving-example';
import { SSY_RULES } from './ssy-rules';

export default explanation(content, {
  example: (f) => ssyExample(SSY_EXAMPLE_INPUTS, f),
  solving: ssySolvingExample,
  // The scheme's own currency; the words name the rules' own fields.
  currency: SSY_RULES.currency,
  values: (f) => ({
    ...SSY_RULES,
    minYearly: f.money(SSY_RULES.minYearlyDeposit),
    maxYearly: f.money(SSY_RULES.maxYearlyDeposit),
  }),
});
