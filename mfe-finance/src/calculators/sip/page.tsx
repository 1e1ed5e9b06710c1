/*
 * The SIP Calculator page as the finance remote exposes it: its definition made a page by the calculator scaffold of
 * @calc/shared, with the after-tax column of its tax plan, its explanation loaded in its own chunk so the calculator
 * paints first.
 */
import { calculatorPage } from '@calc/shared';
import { sipDefinition } from './sip-definition';
import { sipTaxPlan } from './sip-after-tax';
import { withTaxOnReturns } from '../../finance-library/tax-on-returns/with-tax-on-returns';

export default calculatorPage(
  withTaxOnReturns(sipDefinition, sipTaxPlan),
  () => import(/* webpackChunkName: "sip-explanation" */ './sip-explanation'),
);
