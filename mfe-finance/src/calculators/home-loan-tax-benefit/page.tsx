/*
 * The Home Loan Tax Benefit Calculator page as the finance remote exposes it: its definition made a page by the
 * calculator scaffold of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { homeLoanTaxBenefitDefinition } from './home-loan-tax-benefit-definition';

export default calculatorPage(
  homeLoanTaxBenefitDefinition,
  () => import(/* webpackChunkName: "home-loan-tax-benefit-explanation" */ './home-loan-tax-benefit-explanation'),
);
