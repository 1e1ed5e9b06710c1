/*
 * The PPF Calculator page as the finance remote exposes it: its definition made a page by the calculator scaffold of
 * @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { ppfDefinition } from './ppf-definition';

export default calculatorPage(ppfDefinition, () => import(/* webpackChunkName: "ppf-explanation" */ './ppf-explanation'));
