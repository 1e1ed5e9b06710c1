import { calculatorPage } from '@calc/shared';
import { ppfDefinition } from './ppf-definition';

export default calculatorPage(ppfDefinition, () => import(/* webpackChunkName: "ppf-explanation" */ './ppf-explanation'));
