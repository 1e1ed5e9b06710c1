/*
 * The Retirement Calculator page as the finance remote exposes it: its definition made a page by the calculator
 * scaffold of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { retirementDefinition } from './retirement-definition';

export default calculatorPage(
  retirementDefinition,
  () => import(/* webpackChunkName: "retirement-explanation" */ './retirement-explanation'),
);
