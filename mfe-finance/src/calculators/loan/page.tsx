import { calculatorPage } from '@calc/shared';
import { loanDefinition } from './loan-definition';

export default calculatorPage(loanDefinition, () => import(/* webpackChunkName: "loan-explanation" */ './loan-explanation'));
