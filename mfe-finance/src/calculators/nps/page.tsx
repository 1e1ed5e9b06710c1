/*
 * The NPS Calculator page as the finance remote exposes it: its definition made a page by the calculator scaffold of
 * @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { npsDefinition } from './nps-definition';

export default calculatorPage(npsDefinition, () => import(/* webpackChunkName: "nps-explanation" */ './nps-explanation'));
