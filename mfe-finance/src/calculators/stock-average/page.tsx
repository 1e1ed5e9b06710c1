/*
 * The Stock Average Calculator page as the finance remote exposes it: its definition made a page by the calculator
 * scaffold of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { stockAverageDefinition } from './stock-average-definition';

export default calculatorPage(
  stockAverageDefinition,
  () => import(/* webpackChunkName: "stock-average-explanation" */ './stock-average-explanation'),
);
