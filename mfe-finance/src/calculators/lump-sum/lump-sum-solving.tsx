import { tex, type ExplanationSolving } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { lumpSumSolvingExample } from './lump-sum-solving-example';

/** How the Lump Sum page's "Solve for" modes work, for its explanation. */
export function lumpSumSolving(f: ExampleFormat): ExplanationSolving {
  return {
    intro:
      'Choose an input under “Solve for” and give a Target Amount instead. Both answers are closed forms of the growth formula: the amount is the target discounted by the growth, and the time is the logarithm of how many times the amount must grow. The calculator compounds once a year, so the time is shown exactly and in the whole years the figures are for. Without a positive rate an amount never grows, and the page says so.',
    formula: (
      <>
        {tex.block`A = \frac{T}{(1 + r)^{Y}}`}
        {tex.block`Y = \frac{\ln(T / A)}{\ln(1 + r)}`}
      </>
    ),
    example: lumpSumSolvingExample(f),
  };
}
