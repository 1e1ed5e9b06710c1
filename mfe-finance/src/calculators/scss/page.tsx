/*
 * The Senior Citizens Savings Scheme Calculator page as the finance remote exposes it: its definition made a page by
 * the calculator scaffold of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { scssDefinition } from './scss-definition';

export default calculatorPage(scssDefinition, () => import(/* webpackChunkName: "scss-explanation" */ './scss-explanation'));
