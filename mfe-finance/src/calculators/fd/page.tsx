import { calculatorPage } from '@calc/shared';
import { fdDefinition } from './fd-definition';
import { fdTaxPlan } from './fd-after-tax';
import { withTaxOnReturns } from '../../finance-library/tax-on-returns/with-tax-on-returns';

export default calculatorPage(
  withTaxOnReturns(fdDefinition, fdTaxPlan),
  () => import(/* webpackChunkName: "fd-explanation" */ './fd-explanation'),
);
