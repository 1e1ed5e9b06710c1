/*
 * The Compound Interest Calculator's worked example for its explanation, every figure computed by the calculator's own
 * maths so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while
 * its results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { compoundingWords } from '../../finance-library/compounding';
import { calculateCompoundInterest, type CompoundInterestInputs } from './compound-interest';
import type { ExampleFormat } from '../../explanations/example-format';

export const COMPOUND_INTEREST_EXAMPLE_INPUTS: CompoundInterestInputs = {
  principal: 100000,
  annualRate: 8,
  timePeriod: 10,
  compounding: 4,
  monthlyAddition: 2000,
};

/** The worked example, every figure from calculateCompoundInterest, the function the calculator runs. */
export function compoundInterestExample(inputs: CompoundInterestInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateCompoundInterest(inputs);
  // The principal alone, to split the total into what the principal and what the additions grew to.
  const principalAlone = calculateCompoundInterest({ ...inputs, monthlyAddition: 0 }).totalAmount;
  const adds = result.totalAdditions > 0;
  return {
    description:
      `${f.money(inputs.principal)} at ${inputs.annualRate}% a year, compounded ${compoundingWords(inputs.compounding)}, for ${inputs.timePeriod} years` +
      (adds ? `, with ${f.money(inputs.monthlyAddition)} added at the end of every month.` : '.'),
    rows: [
      ...(adds
        ? [
            { label: 'The principal grows to', value: f.money(principalAlone) },
            { label: 'The monthly additions grow to', value: f.money(result.totalAmount - principalAlone) },
            { label: 'Total invested', value: f.money(result.totalInvested) },
          ]
        : []),
      { label: 'Total interest', value: f.money(result.totalInterest) },
      { label: 'Total amount', value: f.money(result.totalAmount), emphasis: true },
      { label: 'The same money at simple interest', value: f.money(result.simpleTotalAmount) },
      { label: 'Extra earned by compounding', value: f.money(result.compoundingGain) },
    ],
  };
}
