import { calculatorPage } from '@calc/shared';
import { inflationDefinition } from '../calculators/inflation/inflation-definition';

export default calculatorPage(inflationDefinition);
