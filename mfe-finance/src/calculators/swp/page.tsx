/*
 * The SWP Calculator page as the finance remote exposes it: its definition made a page by the calculator scaffold of
 * @calc/shared, with the after-tax column of its tax plan, its explanation loaded in its own chunk so the calculator
 * paints first.
 */
import { calculatorPage } from '@calc/shared';
import { swpDefinition } from './swp-definition';
import { swpTaxPlan } from './swp-after-tax';
import { withTaxOnReturns } from '../../finance-library/tax-on-returns/with-tax-on-returns';

export default calculatorPage(
  withTaxOnReturns(swpDefinition, swpTaxPlan),
  () => import(/* webpackChunkName: "swp-explanation" */ './swp-explanation'),
);
