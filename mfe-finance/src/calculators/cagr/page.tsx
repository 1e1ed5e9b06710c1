import { calculatorPage } from '@calc/shared';
import { cagrDefinition } from './cagr-definition';

export default calculatorPage(cagrDefinition, () => import(/* webpackChunkName: "cagr-explanation" */ './cagr-explanation'));
