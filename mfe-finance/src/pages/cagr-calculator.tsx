import { calculatorPage } from '@calc/shared';
import { cagrDefinition } from '../calculators/cagr/cagr-definition';

export default calculatorPage(cagrDefinition);
