/*
 * The Loan Calculator's "How it is calculated" section: loan-explanation.md with its worked example and its "Solve for"
 * example computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './loan-explanation.md';
import { explanation } from '../../explanations/explanation';
import { loanExample, LOAN_EXAMPLE_INPUTS } from './loan-example';
import { loanSolvingExample } from './loan-solving-example';

export default explanation(content, { example: (f) => loanExample(LOAN_EXAMPLE_INPUTS, f), solving: loanSolvingExample });
