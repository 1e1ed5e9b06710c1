/*
 * The Car Loan Calculator's "How it is calculated" section: car-loan-explanation.md with its worked example and its
 * "Solve for" example computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './car-loan-explanation.md';
import { explanation } from '../../explanations/explanation';
import { carLoanExample, CAR_LOAN_EXAMPLE_INPUTS } from './car-loan-example';
import { carLoanSolvingExample } from './car-loan-solving-example';

export default explanation(content, {
  example: (f) => carLoanExample(CAR_LOAN_EXAMPLE_INPUTS, f),
  solving: carLoanSolvingExample,
});
