import content from './loan-explanation.md';
import { explanation } from '../../explanations/explanation';
import { loanExample, LOAN_EXAMPLE_INPUTS } from './loan-example';
import { loanSolvingExample } from './loan-solving-example';

export default explanation(content, { example: (f) => loanExample(LOAN_EXAMPLE_INPUTS, f), solving: loanSolvingExample });
