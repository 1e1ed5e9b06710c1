import { calculatorPage } from '@calc/shared';
import { leaveEncashmentDefinition } from './leave-encashment-definition';

export default calculatorPage(
  leaveEncashmentDefinition,
  () => import(/* webpackChunkName: "leave-encashment-explanation" */ './leave-encashment-explanation'),
);
