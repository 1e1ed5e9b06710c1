import { calculatorPage } from '@calc/shared';
import { incomeTaxDefinition } from './income-tax-definition';

export default calculatorPage(
  incomeTaxDefinition,
  () => import(/* webpackChunkName: "income-tax-explanation" */ './income-tax-explanation'),
);
