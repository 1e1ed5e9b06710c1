import { calculatorPage } from '@calc/shared';
import { sipDefinition } from '../calculators/sip/sip-definition';

export default calculatorPage(sipDefinition);
