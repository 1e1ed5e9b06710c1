import { calculatorPage } from '@calc/shared';
import { xirrDefinition } from './xirr-definition';

export default calculatorPage(xirrDefinition, () => import(/* webpackChunkName: "xirr-explanation" */ './xirr-explanation'));
