/*
 * The Income Tax Calculator page as the finance remote exposes it: its definition made a page by the calculator
 * scaffold of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { incomeTaxDefinition } from './income-tax-definition';

export default calculatorPage(
  incomeTaxDefinition,
  () => import(/* webpackChunkName: "income-tax-explanation" */ './income-tax-explanation'),
);
