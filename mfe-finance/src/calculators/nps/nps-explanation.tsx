/*
 * The NPS Calculator's "How it is calculated" section: nps-explanation.md with its worked example computed by the
 * calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './nps-explanation.md';
import { explanation } from '../../explanations/explanation';
import { npsExample, NPS_EXAMPLE_INPUTS } from './nps-example';
import { NPS_RULES } from './nps-rules';

/** The words name the rules' own fields, and the share that may be taken as a lump sum. */
const values = () => ({ ...NPS_RULES, lumpSumPercent: 100 - NPS_RULES.minimumAnnuityPercent });

// Indian rules, written in rupees: the example is in ₹ whatever the header's currency.
export default explanation(content, { example: (f) => npsExample(NPS_EXAMPLE_INPUTS, f), currency: 'INR', values });
