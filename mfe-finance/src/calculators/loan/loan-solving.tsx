import { tex, type ExplanationSolving } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { loanSolvingExample } from './loan-solving-example';

/** How the Loan page's "Solve for" modes work, for its explanation. */
export function loanSolving(f: ExampleFormat): ExplanationSolving {
  return {
    intro:
      'Choose Loan Amount or Loan Tenure (Years) under “Solve for” and give the Monthly EMI you can pay. The loan an EMI carries is the EMI formula turned around. The number of payments comes from its logarithm; it is rarely whole, so every payment is the EMI except a smaller last one, and the schedule shows them month by month. An EMI at or below the first month’s interest never reduces the balance: the page says so and asks for a higher one.',
    formula: (
      <>
        {tex.block`P = \EMI \times \frac{1 - (1 + i)^{-n}}{i}`}
        {tex.block`n = \paymentsToRepay{P i}`}
        {tex.block`\EMI > P i`}
      </>
    ),
    example: loanSolvingExample(f),
  };
}
