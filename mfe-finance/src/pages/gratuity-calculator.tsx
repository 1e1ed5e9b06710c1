import { calculatorPage } from '@calc/shared';
import { gratuityDefinition } from '../calculators/gratuity/gratuity-definition';

export default calculatorPage(gratuityDefinition);
