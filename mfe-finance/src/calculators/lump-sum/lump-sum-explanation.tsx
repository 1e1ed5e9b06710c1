/*
 * The Lump Sum Calculator's "How it is calculated" section: lump-sum-explanation.md with its worked example and its
 * "Solve for" example computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './lump-sum-explanation.md';
import { explanation } from '../../explanations/explanation';
import { taxOnReturnsValues } from '../../finance-library/tax-on-returns/tax-on-returns-values';
import { lumpSumExample, LUMP_SUM_EXAMPLE_INPUTS } from './lump-sum-example';
import { lumpSumSolvingExample } from './lump-sum-solving-example';

export default explanation(content, {
  values: () => taxOnReturnsValues,
  example: (f) => lumpSumExample(LUMP_SUM_EXAMPLE_INPUTS, f),
  solving: lumpSumSolvingExample,
});
