import { tex, type ExplanationSolving } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { sipSolvingExample } from './sip-solving-example';

/** How the SIP page's "Solve for" modes work, for its explanation. */
export function sipSolving(f: ExampleFormat): ExplanationSolving {
  return {
    intro: (
      <>
        Choose an input under “Solve for” and give a Target Amount instead. The maturity amount grows in proportion to the monthly
        amount, step-up included, so the monthly SIP is the target divided by the maturity of 1 a month (<i>FV₁</i>). The years
        are counted by running the plan month by month until the balance first reaches the target; the calculator works in whole
        years, so it shows both. The rate has no closed form: it is found by bisection between −50% and 100% a year, to a relative
        tolerance of 10⁻¹², on the same calculation, so feeding it back reproduces the target to the cent.
      </>
    ),
    formula: (
      <>
        {tex.block`P = \frac{T}{\FV_1}`}
        {tex.block`Y = \left\lceil \frac{m}{12} \right\rceil, \hspace{0.5em} B_m \ge T`}
        {tex.block`\FV(r) = T`}
      </>
    ),
    example: sipSolvingExample(f),
  };
}
