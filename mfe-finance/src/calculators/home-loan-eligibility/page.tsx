/*
 * The Home Loan Eligibility Calculator page as the finance remote exposes it: its definition made a page by the
 * calculator scaffold of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { homeLoanEligibilityDefinition } from './home-loan-eligibility-definition';

export default calculatorPage(
  homeLoanEligibilityDefinition,
  () => import(/* webpackChunkName: "home-loan-eligibility-explanation" */ './home-loan-eligibility-explanation'),
);
