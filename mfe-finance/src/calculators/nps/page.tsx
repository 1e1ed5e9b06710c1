import { calculatorPage } from '@calc/shared';
import { npsDefinition } from './nps-definition';

export default calculatorPage(npsDefinition, () => import(/* webpackChunkName: "nps-explanation" */ './nps-explanation'));
