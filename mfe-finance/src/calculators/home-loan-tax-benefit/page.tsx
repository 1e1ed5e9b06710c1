import { calculatorPage } from '@calc/shared';
import { homeLoanTaxBenefitDefinition } from './home-loan-tax-benefit-definition';

export default calculatorPage(
  homeLoanTaxBenefitDefinition,
  () => import(/* webpackChunkName: "home-loan-tax-benefit-explanation" */ './home-loan-tax-benefit-explanation'),
);
