import { calculatorPage } from '@calc/shared';
import { loanDefinition } from '../calculators/loan/loan-definition';

export default calculatorPage(loanDefinition);
