import { calculatorPage } from '@calc/shared';
import { ssyDefinition } from './ssy-definition';

export default calculatorPage(ssyDefinition, () => import(/* webpackChunkName: "ssy-explanation" */ './ssy-explanation'));
