import { calculatorPage } from '@calc/shared';
import { retirementDefinition } from './retirement-definition';

export default calculatorPage(
  retirementDefinition,
  () => import(/* webpackChunkName: "retirement-explanation" */ './retirement-explanation'),
);
