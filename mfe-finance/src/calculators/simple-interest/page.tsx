/*
 * The Simple Interest Calculator page as the finance remote exposes it: its definition made a page by the calculator
 * scaffold of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { simpleInterestDefinition } from './simple-interest-definition';

export default calculatorPage(
  simpleInterestDefinition,
  () => import(/* webpackChunkName: "simple-interest-explanation" */ './simple-interest-explanation'),
);
