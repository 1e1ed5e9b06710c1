import type { ExplanationSolving } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { OnePlus, GROWTH_TO_END, STEP_UP_OF_YEAR } from '../../explanations/math';
import { swpSolvingExample } from './swp-solving-example';

/** How the SWP page's "Solve for" mode works, for its explanation. */
export function swpSolving(f: ExampleFormat): ExplanationSolving {
  return {
    intro: (
      <>
        Choose Monthly Withdrawal Amount under “Solve for”. Until the money runs out, the final balance falls in proportion to the
        withdrawal: it is what the investment alone grows to (<i>B₀</i>), less the withdrawal times what a withdrawal of 1 a
        month, stepped up every year, takes from the end (<i>C</i>). So the withdrawal that leaves exactly <i>L</i> (0 unless you
        give an Amount Left at the End) is found in one step, step-up included. If the investment cannot even grow to <i>L</i>,
        the page says so.
      </>
    ),
    formula: (
      <>
        <math display="block">
          <mi>W</mi>
          <mo>=</mo>
          <mfrac>
            <mrow>
              <msub>
                <mi>B</mi>
                <mn>0</mn>
              </msub>
              <mo>−</mo>
              <mi>L</mi>
            </mrow>
            <mi>C</mi>
          </mfrac>
          <mo>,</mo>
          <mspace width="0.5em" />
          <msub>
            <mi>B</mi>
            <mn>0</mn>
          </msub>
          <mo>=</mo>
          <mi>V</mi>
          <msup>
            <OnePlus>
              <mi>i</mi>
            </OnePlus>
            <mrow>
              <mn>12</mn>
              <mi>Y</mi>
            </mrow>
          </msup>
        </math>
        <math display="block">
          <mi>C</mi>
          <mo>=</mo>
          <munderover>
            <mo>∑</mo>
            <mrow>
              <mi>y</mi>
              <mo>=</mo>
              <mn>1</mn>
            </mrow>
            <mi>Y</mi>
          </munderover>
          {STEP_UP_OF_YEAR}
          <mfrac>
            <mrow>
              <msup>
                <OnePlus>
                  <mi>i</mi>
                </OnePlus>
                <mn>12</mn>
              </msup>
              <mo>−</mo>
              <mn>1</mn>
            </mrow>
            <mi>i</mi>
          </mfrac>
          {GROWTH_TO_END}
        </math>
      </>
    ),
    example: swpSolvingExample(f),
  };
}
