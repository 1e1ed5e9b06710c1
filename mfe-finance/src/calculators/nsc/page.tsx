import { calculatorPage } from '@calc/shared';
import { nscDefinition } from './nsc-definition';

export default calculatorPage(nscDefinition, () => import(/* webpackChunkName: "nsc-explanation" */ './nsc-explanation'));
