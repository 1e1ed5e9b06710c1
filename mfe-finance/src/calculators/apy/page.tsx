/*
 * The Atal Pension Yojana Calculator page as the finance remote exposes it: its definition made a page by the
 * calculator scaffold of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { apyDefinition } from './apy-definition';

export default calculatorPage(apyDefinition, () => import(/* webpackChunkName: "apy-explanation" */ './apy-explanation'));
