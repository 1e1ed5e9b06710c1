import { calculatorPage } from '@calc/shared';
import { salaryDefinition } from './salary-definition';

export default calculatorPage(
  salaryDefinition,
  () => import(/* webpackChunkName: "salary-explanation" */ './salary-explanation'),
);
