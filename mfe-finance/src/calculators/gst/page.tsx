import { calculatorPage } from '@calc/shared';
import { gstDefinition } from './gst-definition';

export default calculatorPage(gstDefinition, () => import(/* webpackChunkName: "gst-explanation" */ './gst-explanation'));
