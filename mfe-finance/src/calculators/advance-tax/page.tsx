import { calculatorPage } from '@calc/shared';
import { advanceTaxDefinition } from './advance-tax-definition';

export default calculatorPage(
  advanceTaxDefinition,
  () => import(/* webpackChunkName: "advance-tax-explanation" */ './advance-tax-explanation'),
);
