import { calculatorPage } from '@calc/shared';
import { apyDefinition } from './apy-definition';

export default calculatorPage(apyDefinition, () => import(/* webpackChunkName: "apy-explanation" */ './apy-explanation'));
