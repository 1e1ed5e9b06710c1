/*
 * The CAGR Calculator's "How it is calculated" section: cagr-explanation.md with its worked example computed by the
 * calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './cagr-explanation.md';
import { explanation } from '../../explanations/explanation';
import { calculateCagr } from './cagr';
import { cagrExample, CAGR_EXAMPLE_INPUTS, UP_THEN_DOWN } from './cagr-example';

export default explanation(content, {
  example: (f) => cagrExample(CAGR_EXAMPLE_INPUTS, f),
  // The question on averages: 50% up then 50% down, computed by the calculator itself.
  values: (f) => ({
    upThenDownStart: f.money(UP_THEN_DOWN.initialValue),
    upThenDownEnd: f.money(UP_THEN_DOWN.finalValue),
    upThenDownCagr: f.percent(calculateCagr(UP_THEN_DOWN).cagr),
  }),
});
