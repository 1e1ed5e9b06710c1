/*
 * The Leave Encashment Calculator page as the finance remote exposes it: its definition made a page by the calculator
 * scaffold of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { leaveEncashmentDefinition } from './leave-encashment-definition';

export default calculatorPage(
  leaveEncashmentDefinition,
  () => import(/* webpackChunkName: "leave-encashment-explanation" */ './leave-encashment-explanation'),
);
