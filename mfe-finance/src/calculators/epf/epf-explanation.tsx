/*
 * The EPF Calculator's "How it is calculated" section: epf-explanation.md with its worked example computed by the
 * calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './epf-explanation.md';
import { explanation } from '../../explanations/explanation';
import { epfExample, EPF_EXAMPLE_INPUTS } from './epf-example';
import { EPF_RULES } from './epf-rules';

export default explanation(content, {
  example: (f) => epfExample(EPF_EXAMPLE_INPUTS, f),
  // Indian rules, written in rupees: the example is in ₹ whatever the header's currency.
  currency: EPF_RULES.currency,
  // The words name the rules' own fields; the EPS limits also as the scheme writes them.
  values: (f) => ({
    ...EPF_RULES,
    epsMonthlyCap: f.money(EPF_RULES.epsMonthlyCap),
    epsMonthlyCapRupees: EPF_RULES.epsMonthlyCap.toLocaleString('en-IN'),
    epsWageCeilingRupees: EPF_RULES.epsWageCeiling.toLocaleString('en-IN'),
  }),
});
