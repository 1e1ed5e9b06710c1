/*
 * The Kisan Vikas Patra Calculator's "How it is calculated" section: kvp-explanation.md with its worked example
 * computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './kvp-explanation.md';
import { explanation } from '../../explanations/explanation';
import { kvpExample, KVP_EXAMPLE_INPUTS } from './kvp-example';
import { kvpValue } from './kvp';
import { KVP_RULES } from './kvp-rules';

export default explanation(content, {
  example: (f) => kvpExample(KVP_EXAMPLE_INPUTS, f),
  // The scheme's own currency; the words name the rules' own fields.
  currency: KVP_RULES.currency,
  values: (f) => ({
    ...KVP_RULES,
    minInvestmentText: f.money(KVP_RULES.minInvestment),
    firstTableValue: f.money(KVP_RULES.firstPrematureValuePer1000),
    firstValueAtRate: f.money(kvpValue(1000, KVP_RULES.interestRate, KVP_RULES.lockInMonths)),
  }),
});
