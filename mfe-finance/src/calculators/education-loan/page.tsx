import { calculatorPage } from '@calc/shared';
import { educationLoanDefinition } from './education-loan-definition';

export default calculatorPage(
  educationLoanDefinition,
  () => import(/* webpackChunkName: "education-loan-explanation" */ './education-loan-explanation'),
);
