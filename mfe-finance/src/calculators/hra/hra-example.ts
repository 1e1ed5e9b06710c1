/*
 * The HRA Exemption Calculator's worked example for its explanation, every figure computed by the calculator's own
 * maths so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while
 * its results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateHra, CITY, hraLimitText, type HraInputs } from './hra';
import { HRA_RULES } from './hra-rules';
import type { ExampleFormat } from '../../explanations/example-format';

export const HRA_EXAMPLE_INPUTS: HraInputs = { basicSalary: 500000, hraReceived: 240000, rentPaid: 300000, city: CITY.metro };

/** The worked example, every figure from calculateHra, the function the calculator runs; then the same outside a metro. */
export function hraExample(inputs: HraInputs, f: ExampleFormat): ExplanationExample {
  const metro = calculateHra({ ...inputs, city: CITY.metro });
  const nonMetro = calculateHra({ ...inputs, city: CITY.nonMetro });
  return {
    description: `Basic salary + DA of ${f.money(inputs.basicSalary)} a year, ${f.money(inputs.hraReceived)} of HRA received and ${f.money(inputs.rentPaid)} of rent paid, living in a metro.`,
    rows: [
      { label: 'HRA received', value: f.money(metro.hraReceived) },
      { label: `Rent paid minus ${HRA_RULES.rentExcessOverPercent}% of basic`, value: f.money(metro.rentMinusTenPercent) },
      { label: `${HRA_RULES.metroPercent}% of basic (metro)`, value: f.money(metro.shareOfBasic) },
      { label: `Exempt HRA, the least of the three (${hraLimitText(metro)})`, value: f.money(metro.exemptHra), emphasis: true },
      { label: 'Taxable HRA', value: f.money(metro.taxableHra) },
      { label: `In a non-metro city, ${HRA_RULES.nonMetroPercent}% of basic`, value: f.money(nonMetro.shareOfBasic) },
      { label: `In a non-metro city: exempt HRA (${hraLimitText(nonMetro)})`, value: f.money(nonMetro.exemptHra) },
      { label: 'In a non-metro city: taxable HRA', value: f.money(nonMetro.taxableHra) },
    ],
  };
}
