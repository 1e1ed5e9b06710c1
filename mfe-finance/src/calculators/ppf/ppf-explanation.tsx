/*
 * The PPF Calculator's "How it is calculated" section: ppf-explanation.md with its worked example computed by the
 * calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './ppf-explanation.md';
import { explanation } from '../../explanations/explanation';
import { longDate } from '../../explanations/long-date';
import { ppfExample, PPF_EXAMPLE_INPUTS } from './ppf-example';
import { PPF_RULES } from './ppf-rules';

export default explanation(content, {
  example: (f) => ppfExample(PPF_EXAMPLE_INPUTS, f),
  // The scheme's own currency, whatever the header's: the page's amounts are all in it.
  currency: PPF_RULES.currency,
  values: (f) => ({
    minYearly: f.money(PPF_RULES.minYearlyDeposit),
    maxYearly: f.money(PPF_RULES.maxYearlyDeposit),
    maturityYears: PPF_RULES.maturityYears,
    maxYears: PPF_RULES.maxYears,
    interestRate: PPF_RULES.interestRate,
    rateSince: longDate(PPF_RULES.rateAppliesFrom),
    limitsSince: longDate(PPF_RULES.limitsApplyFrom),
    extensionBlockYears: PPF_RULES.extensionBlockYears,
    source: PPF_RULES.source,
  }),
});
