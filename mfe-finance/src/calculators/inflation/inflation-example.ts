/*
 * The Inflation Calculator's worked example for its explanation, every figure computed by the calculator's own maths so
 * the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its results
 * are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateInflation, type InflationInputs } from './inflation';
import type { ExampleFormat } from '../../explanations/example-format';

export const INFLATION_EXAMPLE_INPUTS: InflationInputs = { presentAmount: 100000, inflationRate: 6, timePeriod: 10 };

/** The worked example, every figure from calculateInflation, the function the calculator runs. */
export function inflationExample(inputs: InflationInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateInflation(inputs);
  const years = inputs.timePeriod;
  const today = f.money(inputs.presentAmount);
  // Prices grow by FV / PV over the period, so today's amount then buys what PV / (FV / PV) buys today.
  const buyingPower = result.futureValue > 0 ? (inputs.presentAmount * inputs.presentAmount) / result.futureValue : 0;
  return {
    description: `Something that costs ${today} today, with prices rising ${inputs.inflationRate}% a year for ${years} years.`,
    rows: [
      { label: `Cost after ${years} years`, value: f.money(result.futureValue), emphasis: true },
      { label: 'Increase in cost', value: f.money(result.futureValue - inputs.presentAmount) },
      { label: `What ${today} will buy then, at today’s prices`, value: f.money(buyingPower) },
    ],
  };
}
