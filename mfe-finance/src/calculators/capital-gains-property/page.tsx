/*
 * The Capital Gains Tax on Property Calculator page as the finance remote exposes it: its definition made a page by the
 * calculator scaffold of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { capitalGainsPropertyDefinition } from './capital-gains-property-definition';

export default calculatorPage(
  capitalGainsPropertyDefinition,
  () => import(/* webpackChunkName: "capital-gains-property-explanation" */ './capital-gains-property-explanation'),
);
