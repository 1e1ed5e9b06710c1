import { calculatorPage } from '@calc/shared';
import { sipDefinition } from './sip-definition';
import { sipTaxPlan } from './sip-after-tax';
import { withTaxOnReturns } from '../../finance-library/tax-on-returns/with-tax-on-returns';

export default calculatorPage(
  withTaxOnReturns(sipDefinition, sipTaxPlan),
  () => import(/* webpackChunkName: "sip-explanation" */ './sip-explanation'),
);
