/*
 * The Kisan Vikas Patra Calculator page as the finance remote exposes it: its definition made a page by the calculator
 * scaffold of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { kvpDefinition } from './kvp-definition';

export default calculatorPage(kvpDefinition, () => import(/* webpackChunkName: "kvp-explanation" */ './kvp-explanation'));
