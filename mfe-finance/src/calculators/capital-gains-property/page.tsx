import { calculatorPage } from '@calc/shared';
import { capitalGainsPropertyDefinition } from './capital-gains-property-definition';

export default calculatorPage(
  capitalGainsPropertyDefinition,
  () => import(/* webpackChunkName: "capital-gains-property-explanation" */ './capital-gains-property-explanation'),
);
