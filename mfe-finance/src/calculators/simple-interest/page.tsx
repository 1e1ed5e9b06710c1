import { calculatorPage } from '@calc/shared';
import { simpleInterestDefinition } from './simple-interest-definition';

export default calculatorPage(
  simpleInterestDefinition,
  () => import(/* webpackChunkName: "simple-interest-explanation" */ './simple-interest-explanation'),
);
