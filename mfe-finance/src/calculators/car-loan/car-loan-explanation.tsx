import content from './car-loan-explanation.md';
import { explanation } from '../../explanations/explanation';
import { carLoanExample, CAR_LOAN_EXAMPLE_INPUTS } from './car-loan-example';
import { carLoanSolvingExample } from './car-loan-solving-example';

export default explanation(content, {
  example: (f) => carLoanExample(CAR_LOAN_EXAMPLE_INPUTS, f),
  solving: carLoanSolvingExample,
});
