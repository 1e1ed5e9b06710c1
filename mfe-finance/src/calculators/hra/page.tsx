import { calculatorPage } from '@calc/shared';
import { hraDefinition } from './hra-definition';

export default calculatorPage(hraDefinition, () => import(/* webpackChunkName: "hra-explanation" */ './hra-explanation'));
