/*
 * The Education Loan Calculator's "How it is calculated" section: education-loan-explanation.md with its worked example
 * and its "Solve for" example computed by the calculator's own code; the page loads it in its own chunk, after the
 * calculator.
 */
import content from './education-loan-explanation.md';
import { explanation } from '../../explanations/explanation';
import { educationLoanExample, EDUCATION_LOAN_EXAMPLE_INPUTS } from './education-loan-example';
import { educationLoanSolvingExample } from './education-loan-solving-example';
import { LOAN_TAX_FY_2025_26 as RULES } from '../../rules/india/loan-tax-fy-2025-26';

export default explanation(content, {
  example: (f) => educationLoanExample(EDUCATION_LOAN_EXAMPLE_INPUTS, f),
  solving: educationLoanSolvingExample,
  currency: RULES.currency,
  values: () => ({ deductionYears: RULES.educationLoan.deductionYears, source: RULES.source }),
});
