/*
 * The Inflation Calculator page as the finance remote exposes it: its definition made a page by the calculator scaffold
 * of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { inflationDefinition } from './inflation-definition';

export default calculatorPage(
  inflationDefinition,
  () => import(/* webpackChunkName: "inflation-explanation" */ './inflation-explanation'),
);
