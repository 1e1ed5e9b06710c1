/*
 * The Home Loan Eligibility Calculator's "How it is calculated" section: home-loan-eligibility-explanation.md with its
 * worked example computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './home-loan-eligibility-explanation.md';
import { explanation } from '../../explanations/explanation';
import { homeLoanEligibilityExample, HOME_LOAN_ELIGIBILITY_EXAMPLE_INPUTS } from './home-loan-eligibility-example';

export default explanation(content, { example: (f) => homeLoanEligibilityExample(HOME_LOAN_ELIGIBILITY_EXAMPLE_INPUTS, f) });
