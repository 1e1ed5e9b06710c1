import { calculatorPage } from '@calc/shared';
import { kvpDefinition } from './kvp-definition';

export default calculatorPage(kvpDefinition, () => import(/* webpackChunkName: "kvp-explanation" */ './kvp-explanation'));
