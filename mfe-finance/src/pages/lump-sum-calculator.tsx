import { calculatorPage } from '@calc/shared';
import { lumpSumDefinition } from '../calculators/lump-sum/lump-sum-definition';

export default calculatorPage(lumpSumDefinition);
