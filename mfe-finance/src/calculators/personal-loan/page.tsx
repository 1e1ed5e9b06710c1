import { calculatorPage } from '@calc/shared';
import { personalLoanDefinition } from './personal-loan-definition';

export default calculatorPage(
  personalLoanDefinition,
  () => import(/* webpackChunkName: "personal-loan-explanation" */ './personal-loan-explanation'),
);
