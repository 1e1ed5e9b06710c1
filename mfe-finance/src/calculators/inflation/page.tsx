import { calculatorPage } from '@calc/shared';
import { inflationDefinition } from './inflation-definition';

export default calculatorPage(
  inflationDefinition,
  () => import(/* webpackChunkName: "inflation-explanation" */ './inflation-explanation'),
);
