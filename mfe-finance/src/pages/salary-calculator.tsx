import { calculatorPage } from '@calc/shared';
import { salaryDefinition } from '../calculators/salary/salary-definition';

export default calculatorPage(salaryDefinition);
