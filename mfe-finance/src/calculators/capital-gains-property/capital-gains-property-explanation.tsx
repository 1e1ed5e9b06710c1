/*
 * The Capital Gains Tax on Property Calculator's "How it is calculated" section: capital-gains-property-explanation.md
 * with its worked example computed by the calculator's own code; the page loads it in its own chunk, after the
 * calculator.
 */
import content from './capital-gains-property-explanation.md';
import { explanation } from '../../explanations/explanation';
import { capitalGainsPropertyExample, CAPITAL_GAINS_PROPERTY_EXAMPLE_INPUTS } from './capital-gains-property-example';
import { CAPITAL_GAINS_PROPERTY_RULES } from './capital-gains-property-rules';
import { COST_INFLATION_INDEX, COST_INFLATION_INDEX_SOURCE, financialYearName } from '../../rules/india/cost-inflation-index';

const first = COST_INFLATION_INDEX[0];
const last = COST_INFLATION_INDEX[COST_INFLATION_INDEX.length - 1];

export default explanation(content, {
  example: (f) => capitalGainsPropertyExample(CAPITAL_GAINS_PROPERTY_EXAMPLE_INPUTS, f),
  // The law's own currency; the words name the rules' own fields.
  currency: CAPITAL_GAINS_PROPERTY_RULES.currency,
  values: (f) => ({
    ...CAPITAL_GAINS_PROPERTY_RULES,
    section54CapText: f.money(CAPITAL_GAINS_PROPERTY_RULES.section54Cap),
    section54ECCapText: f.money(CAPITAL_GAINS_PROPERTY_RULES.section54ECCap),
    ciiSource: COST_INFLATION_INDEX_SOURCE,
    ciiFirst: `${financialYearName(first.fromYear)} = ${first.index}`,
    ciiLast: `${financialYearName(last.fromYear)} = ${last.index}`,
  }),
});
