/*
 * The Kisan Vikas Patra Calculator's worked example for its explanation, every figure computed by the calculator's own
 * maths so the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while
 * its results are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateKvp, type KvpInputs } from './kvp';
import type { ExampleFormat } from '../../explanations/example-format';

/** The rate, ₹1,00,000, and an early encashment after 5 years. */
export const KVP_EXAMPLE_INPUTS: KvpInputs = { amount: 100000, interestRate: 7.5, encashAfterMonths: 60 };

/** The worked example, every figure from calculateKvp, the function the calculator runs. */
export function kvpExample(inputs: KvpInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateKvp(inputs);
  const first = result.rows[0];
  return {
    description: `${f.money(inputs.amount)} in Kisan Vikas Patra at ${inputs.interestRate}% a year, compounded yearly.`,
    rows: [
      { label: 'Months to double', value: `${result.monthsToDouble}` },
      ...(first && !first.maturity
        ? [{ label: `Value after the ${first.fromMonth}-month lock-in`, value: f.money(first.value) }]
        : []),
      ...(result.encashAfterMonths > 0
        ? [{ label: `Value if encashed after ${result.encashAfterMonths} months`, value: f.money(result.encashmentValue) }]
        : []),
      { label: `Maturity amount after ${result.monthsToDouble} months`, value: f.money(result.maturityAmount), emphasis: true },
    ],
  };
}
