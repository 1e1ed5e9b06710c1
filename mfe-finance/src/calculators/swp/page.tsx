import { calculatorPage } from '@calc/shared';
import { swpDefinition } from './swp-definition';
import { swpTaxPlan } from './swp-after-tax';
import { withTaxOnReturns } from '../../finance-library/tax-on-returns/with-tax-on-returns';

export default calculatorPage(
  withTaxOnReturns(swpDefinition, swpTaxPlan),
  () => import(/* webpackChunkName: "swp-explanation" */ './swp-explanation'),
);
