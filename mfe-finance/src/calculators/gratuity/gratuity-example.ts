/*
 * The Gratuity Calculator's worked example for its explanation, every figure computed by the calculator's own maths so
 * the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its results
 * are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateGratuity, type GratuityInputs } from './gratuity';
import type { ExampleFormat } from '../../explanations/example-format';

export const GRATUITY_EXAMPLE_INPUTS: GratuityInputs = { lastSalary: 50000, yearsOfService: 10 };

/** The worked example, every figure from calculateGratuity, the function the calculator runs. */
export function gratuityExample(inputs: GratuityInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateGratuity(inputs);
  const { rows } = result;
  const afterFive = rows.length > 5 ? rows[4] : undefined;
  return {
    description: `A last drawn monthly salary (basic + DA) of ${f.money(inputs.lastSalary)} and ${inputs.yearsOfService} years of service.`,
    rows: [
      ...(rows[0] ? [{ label: 'Gratuity for each year of service', value: f.money(rows[0].gratuityForYear) }] : []),
      ...(afterFive ? [{ label: 'Gratuity after 5 years', value: f.money(afterFive.gratuityForYear) }] : []),
      { label: `Gratuity after ${inputs.yearsOfService} years`, value: f.money(result.gratuity), emphasis: true },
    ],
  };
}
