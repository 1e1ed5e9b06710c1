import { tex, type ExplanationSolving } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { retirementSolvingExample } from './retirement-solving-example';

/** How the planner's "Solve for" mode works, for its explanation. */
export function retirementSolving(f: ExampleFormat): ExplanationSolving {
  return {
    intro: (
      <>
        Choose Extra Monthly Investment under “Solve for”. Every year’s ending savings rise in proportion to the monthly
        investment: investing <i>x</i> more a month (stepped up with the rest until retirement) adds <i>x</i> times{' '}
        <i>
          D<sub>t</sub>
        </i>{' '}
        to year <i>t</i>, where{' '}
        <i>
          D<sub>t</sub>
        </i>{' '}
        is that year’s ending savings from investing 1 a month alone. The extra is the smallest <i>x</i> that lifts every year
        that ends below zero (
        <i>
          E<sub>t</sub>
        </i>{' '}
        &lt; 0) back to zero: exact, with no search. If savings run out before any investment has been made, no extra can help,
        and the page says so.
      </>
    ),
    formula: tex.block`x = \max_{E_t < 0} \frac{-E_t}{D_t}`,
    example: retirementSolvingExample(f),
  };
}
