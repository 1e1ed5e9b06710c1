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
