/*
 * The SIP Calculator's worked example for its explanation, every figure computed by the calculator's own maths so the
 * text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its results are
 * empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateSip, type SipInputs } from './sip';
import type { ExampleFormat } from '../../explanations/example-format';

export const SIP_EXAMPLE_INPUTS: SipInputs = { sipAmount: 5000, annualRate: 12, duration: 10, stepUp: 10, inflationRate: 6 };

/** The worked example, every figure from calculateSip, the function the calculator runs. */
export function sipExample(inputs: SipInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateSip(inputs);
  const { rows } = result;
  const years = rows.length;
  // The monthly deposit of the last year, read back from the calculator's own yearly deposits.
  const lastMonthly = years > 1 ? (rows[years - 1].totalDeposit - rows[years - 2].totalDeposit) / 12 : inputs.sipAmount;
  const monthlyRate = inputs.annualRate / 100 / 12;
  const stepUp = inputs.stepUp
    ? `, raised by ${inputs.stepUp}% at the start of every year: ${f.money(inputs.sipAmount)} a month in year 1, ${f.money(lastMonthly)} a month in year ${years}`
    : '';
  return {
    description: `${f.money(inputs.sipAmount)} a month for ${inputs.duration} years at ${inputs.annualRate}% a year${stepUp}.`,
    rows: [
      { label: 'Total deposited', value: f.money(result.totalDeposit) },
      { label: 'Returns earned', value: f.money(result.totalReturns) },
      { label: `Value after ${years} years`, value: f.money(result.maturityAmount), emphasis: true },
      ...(result.today
        ? [
            {
              label: `The same in today’s money, at ${result.today.inflationRate}% inflation`,
              value: f.money(result.today.maturityAmount),
            },
          ]
        : []),
      // Every deposit earns exactly one month less when made at the end of the month: the same plan is worth FV / (1 + i).
      { label: 'Same plan, deposits at the end of each month', value: f.money(result.maturityAmount / (1 + monthlyRate)) },
    ],
  };
}
