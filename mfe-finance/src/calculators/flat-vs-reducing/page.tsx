import { calculatorPage } from '@calc/shared';
import { flatVsReducingDefinition } from './flat-vs-reducing-definition';

export default calculatorPage(
  flatVsReducingDefinition,
  () => import(/* webpackChunkName: "flat-vs-reducing-explanation" */ './flat-vs-reducing-explanation'),
);
