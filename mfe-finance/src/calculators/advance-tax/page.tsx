/*
 * The Advance Tax Calculator page as the finance remote exposes it: its definition made a page by the calculator
 * scaffold of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { advanceTaxDefinition } from './advance-tax-definition';

export default calculatorPage(
  advanceTaxDefinition,
  () => import(/* webpackChunkName: "advance-tax-explanation" */ './advance-tax-explanation'),
);
