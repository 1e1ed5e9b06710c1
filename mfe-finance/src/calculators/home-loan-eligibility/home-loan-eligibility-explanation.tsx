import content from './home-loan-eligibility-explanation.md';
import { explanation } from '../../explanations/explanation';
import { homeLoanEligibilityExample, HOME_LOAN_ELIGIBILITY_EXAMPLE_INPUTS } from './home-loan-eligibility-example';

export default explanation(content, { example: (f) => homeLoanEligibilityExample(HOME_LOAN_ELIGIBILITY_EXAMPLE_INPUTS, f) });
