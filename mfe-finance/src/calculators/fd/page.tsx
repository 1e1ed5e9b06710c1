/*
 * The FD Calculator page as the finance remote exposes it: its definition made a page by the calculator scaffold of
 * @calc/shared, with the after-tax column of its tax plan, its explanation loaded in its own chunk so the calculator
 * paints first.
 */
import { calculatorPage } from '@calc/shared';
import { fdDefinition } from './fd-definition';
import { fdTaxPlan } from './fd-after-tax';
import { withTaxOnReturns } from '../../finance-library/tax-on-returns/with-tax-on-returns';

export default calculatorPage(
  withTaxOnReturns(fdDefinition, fdTaxPlan),
  () => import(/* webpackChunkName: "fd-explanation" */ './fd-explanation'),
);
