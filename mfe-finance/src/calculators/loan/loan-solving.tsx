import type { ExplanationSolving } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { OnePlus, PaymentsToRepay } from '../../explanations/math';
import { loanSolvingExample } from './loan-solving-example';

/** How the Loan page's "Solve for" modes work, for its explanation. */
export function loanSolving(f: ExampleFormat): ExplanationSolving {
  return {
    intro:
      'Choose Loan Amount or Loan Tenure (Years) under “Solve for” and give the Monthly EMI you can pay. The loan an EMI carries is the EMI formula turned around. The number of payments comes from its logarithm; it is rarely whole, so every payment is the EMI except a smaller last one, and the schedule shows them month by month. An EMI at or below the first month’s interest never reduces the balance: the page says so and asks for a higher one.',
    formula: (
      <>
        <math display="block">
          <mi>P</mi>
          <mo>=</mo>
          <mi>EMI</mi>
          <mo>×</mo>
          <mfrac>
            <mrow>
              <mn>1</mn>
              <mo>−</mo>
              <msup>
                <OnePlus>
                  <mi>i</mi>
                </OnePlus>
                <mrow>
                  <mo>−</mo>
                  <mi>n</mi>
                </mrow>
              </msup>
            </mrow>
            <mi>i</mi>
          </mfrac>
        </math>
        <math display="block">
          <mi>n</mi>
          <mo>=</mo>
          <PaymentsToRepay
            balanceTimesRate={
              <>
                <mi>P</mi>
                <mi>i</mi>
              </>
            }
          />
        </math>
        <math display="block">
          <mi>EMI</mi>
          <mo>&gt;</mo>
          <mi>P</mi>
          <mi>i</mi>
        </math>
      </>
    ),
    example: loanSolvingExample(f),
  };
}
