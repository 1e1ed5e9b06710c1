import { calculatorPage } from '@calc/shared';
import { swpDefinition } from '../calculators/swp/swp-definition';

export default calculatorPage(swpDefinition);
