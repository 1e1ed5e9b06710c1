import { calculatorPage } from '@calc/shared';
import { stockAverageDefinition } from './stock-average-definition';

export default calculatorPage(
  stockAverageDefinition,
  () => import(/* webpackChunkName: "stock-average-explanation" */ './stock-average-explanation'),
);
