/*
 * The Flat vs Reducing Rate Calculator's worked example for its explanation, every figure computed by the calculator's
 * own maths so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example
 * while its results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateFlatVsReducing, type FlatVsReducingInputs } from './flat-vs-reducing';
import type { ExampleFormat } from '../../explanations/example-format';

/** The example. */
export const FLAT_VS_REDUCING_EXAMPLE_INPUTS: FlatVsReducingInputs = { loanAmount: 100000, flatRate: 10, tenure: 3 };

/** The worked example, every figure from calculateFlatVsReducing, the function the calculator runs. */
export function flatVsReducingExample(inputs: FlatVsReducingInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateFlatVsReducing(inputs);
  const months = inputs.tenure * 12;
  return {
    description: `A loan of ${f.money(inputs.loanAmount)} at ${inputs.flatRate}% flat for ${inputs.tenure} years (${months} EMIs).`,
    rows: [
      { label: 'Interest at the flat rate', value: f.money(result.flatTotalInterest) },
      { label: `EMI: (loan + interest) / ${months}`, value: f.money(result.flatEmi) },
      { label: 'Equivalent reducing rate', value: f.percent(result.equivalentRate), emphasis: true },
      { label: `EMI at ${inputs.flatRate}% on a reducing balance`, value: f.money(result.reducingEmi) },
      { label: `Interest at ${inputs.flatRate}% on a reducing balance`, value: f.money(result.reducingTotalInterest) },
      { label: 'Extra interest at the flat rate', value: f.money(result.extraInterest) },
    ],
  };
}
