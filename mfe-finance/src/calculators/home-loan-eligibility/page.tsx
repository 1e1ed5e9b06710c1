import { calculatorPage } from '@calc/shared';
import { homeLoanEligibilityDefinition } from './home-loan-eligibility-definition';

export default calculatorPage(
  homeLoanEligibilityDefinition,
  () => import(/* webpackChunkName: "home-loan-eligibility-explanation" */ './home-loan-eligibility-explanation'),
);
