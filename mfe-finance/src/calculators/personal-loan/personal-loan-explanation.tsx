/*
 * The Personal Loan Calculator's "How it is calculated" section: personal-loan-explanation.md with its worked example
 * and its "Solve for" example computed by the calculator's own code; the page loads it in its own chunk, after the
 * calculator.
 */
import content from './personal-loan-explanation.md';
import { explanation } from '../../explanations/explanation';
import { longDate } from '../../explanations/long-date';
import { personalLoanExample, PERSONAL_LOAN_EXAMPLE_INPUTS } from './personal-loan-example';
import { personalLoanSolvingExample } from './personal-loan-solving-example';
import { LOAN_TAX_FY_2025_26 as RULES } from '../../rules/india/loan-tax-fy-2025-26';

export default explanation(content, {
  example: (f) => personalLoanExample(PERSONAL_LOAN_EXAMPLE_INPUTS, f),
  solving: personalLoanSolvingExample,
  currency: RULES.currency,
  values: () => ({ gst: RULES.processingFeeGst, gstSince: longDate(RULES.processingFeeGstFrom) }),
});
