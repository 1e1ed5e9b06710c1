/*
 * The Leave Encashment Calculator's "How it is calculated" section: leave-encashment-explanation.md with its worked
 * example computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './leave-encashment-explanation.md';
import { explanation } from '../../explanations/explanation';
import { leaveEncashmentExample, LEAVE_ENCASHMENT_EXAMPLE_INPUTS } from './leave-encashment-example';
import { LEAVE_ENCASHMENT_RULES } from './leave-encashment-rules';

export default explanation(content, {
  example: (f) => leaveEncashmentExample(LEAVE_ENCASHMENT_EXAMPLE_INPUTS, f),
  // The rules' own currency; the words name the rules' own fields.
  currency: LEAVE_ENCASHMENT_RULES.currency,
  values: (f) => ({
    ...LEAVE_ENCASHMENT_RULES,
    maxExemptionText: f.money(LEAVE_ENCASHMENT_RULES.maxExemption),
    previousMaxText: f.money(LEAVE_ENCASHMENT_RULES.previousMaxExemption),
  }),
});
