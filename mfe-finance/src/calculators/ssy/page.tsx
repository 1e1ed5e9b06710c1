/*
 * The Sukanya Samriddhi Yojana Calculator page as the finance remote exposes it: its definition made a page by the
 * calculator scaffold of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { ssyDefinition } from './ssy-definition';

export default calculatorPage(ssyDefinition, () => import(/* webpackChunkName: "ssy-explanation" */ './ssy-explanation'));
