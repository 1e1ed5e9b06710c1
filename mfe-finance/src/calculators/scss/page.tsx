import { calculatorPage } from '@calc/shared';
import { scssDefinition } from './scss-definition';

export default calculatorPage(scssDefinition, () => import(/* webpackChunkName: "scss-explanation" */ './scss-explanation'));
