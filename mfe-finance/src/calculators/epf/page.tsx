import { calculatorPage } from '@calc/shared';
import { epfDefinition } from './epf-definition';

export default calculatorPage(epfDefinition, () => import(/* webpackChunkName: "epf-explanation" */ './epf-explanation'));
