import { tex, type ExplanationSolving } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
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
        {tex.block`W = \frac{B_0 - L}{C}, \hspace{0.5em} B_0 = V(1 + i)^{12Y}`}
        {tex.block`C = \sumOverYears \stepUpOfYear \frac{(1 + i)^{12} - 1}{i} \growthToEnd`}
      </>
    ),
    example: swpSolvingExample(f),
  };
}
