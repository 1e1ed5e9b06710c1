/*
 * The Senior Citizens Savings Scheme Calculator's "How it is calculated" section: scss-explanation.md with its worked
 * example and its "Solve for" example computed by the calculator's own code; the page loads it in its own chunk, after
 * the calculator.
 */
import content from './scss-explanation.md';
import { explanation } from '../../explanations/explanation';
import { scssExample, SCSS_EXAMPLE_INPUTS } from './scss-example';
import { scssSolvingExample } from './scss-solving-example';
import { SCSS_RULES } from './scss-rules';

export default explanation(content, {
  example: (f) => scssExample(SCSS_EXAMPLE_INPUTS, f),
  solving: scssSolvingExample,
  // The scheme's own currency; the words name the rules' own fields.
  currency: SCSS_RULES.currency,
  values: (f) => ({
    ...SCSS_RULES,
    minDepositText: f.money(SCSS_RULES.minDeposit),
    maxDepositText: f.money(SCSS_RULES.maxDeposit),
    tdsThresholdText: f.money(SCSS_RULES.tdsThreshold),
    limit80C: f.money(SCSS_RULES.section80CLimit),
  }),
});
