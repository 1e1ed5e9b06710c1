import { calculatorPage } from '@calc/shared';
import { carLoanDefinition } from './car-loan-definition';

export default calculatorPage(
  carLoanDefinition,
  () => import(/* webpackChunkName: "car-loan-explanation" */ './car-loan-explanation'),
);
