import { calculatorPage } from '@calc/shared';
import { gratuityDefinition } from './gratuity-definition';

export default calculatorPage(
  gratuityDefinition,
  () => import(/* webpackChunkName: "gratuity-explanation" */ './gratuity-explanation'),
);
