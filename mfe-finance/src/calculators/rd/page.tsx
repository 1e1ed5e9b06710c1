import { calculatorPage } from '@calc/shared';
import { rdDefinition } from './rd-definition';
import { rdTaxPlan } from './rd-after-tax';
import { withTaxOnReturns } from '../../finance-library/tax-on-returns/with-tax-on-returns';

export default calculatorPage(
  withTaxOnReturns(rdDefinition, rdTaxPlan),
  () => import(/* webpackChunkName: "rd-explanation" */ './rd-explanation'),
);
