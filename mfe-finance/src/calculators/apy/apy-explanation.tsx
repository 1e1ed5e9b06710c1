/*
 * The Atal Pension Yojana Calculator's "How it is calculated" section: apy-explanation.md with its worked example
 * computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './apy-explanation.md';
import { explanation } from '../../explanations/explanation';
import { apyExample, APY_EXAMPLE_INPUTS } from './apy-example';
import { APY_RULES } from './apy-rules';

const { currency, minJoiningAge, maxJoiningAge, source } = APY_RULES;

// The scheme's own currency; the words name the rules' own fields.
export default explanation(content, {
  example: (f) => apyExample(APY_EXAMPLE_INPUTS, f),
  currency,
  values: () => ({ minJoiningAge, maxJoiningAge, source }),
});
