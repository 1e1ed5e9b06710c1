/*
 * The NPS Calculator's worked example for its explanation, every figure computed by the calculator's own maths so the
 * text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its results are
 * empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateNps, type NpsInputs } from './nps';
import { NPS_RULES } from './nps-rules';
import type { ExampleFormat } from '../../explanations/example-format';

export const NPS_EXAMPLE_INPUTS: NpsInputs = {
  monthlyContribution: 5000,
  currentAge: 30,
  expectedReturn: 10,
  annuityShare: 40,
  annuityRate: 6,
};

/** The worked example, every figure from calculateNps, the function the calculator runs. */
export function npsExample(inputs: NpsInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateNps(inputs);
  const age = NPS_RULES.retirementAge;
  return {
    description: `${f.money(inputs.monthlyContribution)} a month from age ${inputs.currentAge} to ${age}, growing at ${inputs.expectedReturn}% a year; ${inputs.annuityShare}% of the corpus buys an annuity paying ${inputs.annuityRate}% a year.`,
    rows: [
      { label: `Total invested over ${result.years} years`, value: f.money(result.totalInvested) },
      { label: `Corpus at ${age}`, value: f.money(result.corpus) },
      { label: 'Lump sum', value: f.money(result.lumpSum) },
      { label: 'Annuity purchase', value: f.money(result.annuityPurchase) },
      { label: 'Monthly pension', value: f.money(result.monthlyPension), emphasis: true },
    ],
  };
}
