/*
 * The Simple Interest Calculator's worked example for its explanation, every figure computed by the calculator's own
 * maths so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while
 * its results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateSimpleInterest, type SimpleInterestInputs } from './simple-interest';
import type { ExampleFormat } from '../../explanations/example-format';

export const SIMPLE_INTEREST_EXAMPLE_INPUTS: SimpleInterestInputs = { principal: 50000, annualRate: 8, timePeriod: 3 };

/** The worked example, every figure from calculateSimpleInterest, the function the calculator runs. */
export function simpleInterestExample(inputs: SimpleInterestInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateSimpleInterest(inputs);
  const first = result.rows[0];
  const years = `${inputs.timePeriod} ${inputs.timePeriod === 1 ? 'year' : 'years'}`;
  return {
    description: `${f.money(inputs.principal)} at ${inputs.annualRate}% a year simple interest for ${years}.`,
    rows: [
      ...(first ? [{ label: 'Interest each year', value: f.money(first.interestEarned) }] : []),
      { label: `Interest over ${years}`, value: f.money(result.interest), emphasis: true },
      { label: 'Total amount', value: f.money(result.totalAmount) },
    ],
  };
}
