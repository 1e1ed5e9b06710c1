import { calculatorPage } from '@calc/shared';
import { compoundInterestDefinition } from './compound-interest-definition';
import { compoundInterestTaxPlan } from './compound-interest-after-tax';
import { withTaxOnReturns } from '../../finance-library/tax-on-returns/with-tax-on-returns';

export default calculatorPage(
  withTaxOnReturns(compoundInterestDefinition, compoundInterestTaxPlan),
  () => import(/* webpackChunkName: "compound-interest-explanation" */ './compound-interest-explanation'),
);
