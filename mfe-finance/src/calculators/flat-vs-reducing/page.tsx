/*
 * The Flat vs Reducing Rate Calculator page as the finance remote exposes it: its definition made a page by the
 * calculator scaffold of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { flatVsReducingDefinition } from './flat-vs-reducing-definition';

export default calculatorPage(
  flatVsReducingDefinition,
  () => import(/* webpackChunkName: "flat-vs-reducing-explanation" */ './flat-vs-reducing-explanation'),
);
