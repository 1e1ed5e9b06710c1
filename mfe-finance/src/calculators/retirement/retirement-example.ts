/*
 * The Retirement Calculator's worked example for its explanation, every figure computed by the calculator's own maths
 * so the text cannot drift from what the page shows.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateRetirement, retirementDefaults, type RetirementInputs } from './retirement';
import type { ExampleFormat } from '../../explanations/example-format';

/** The planner's own defaults: the plan a visitor sees first. */
export const RETIREMENT_EXAMPLE_INPUTS: RetirementInputs = retirementDefaults;

/** The worked example, every figure from calculateRetirement, the function the planner runs. */
export function retirementExample(inputs: RetirementInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateRetirement(inputs);
  const firstRetired = result.rows.find((row) => row.status === 'Retired');
  const last = result.rows[result.rows.length - 1];
  return {
    description:
      `Age ${inputs.currentAge} today, retiring at ${inputs.retirementAge} and planning until ${inputs.expensesUntilAge}; ` +
      `savings of ${f.money(inputs.currentSavings)}, investing ${f.money(inputs.monthlyInvestment)} a month with a ${inputs.stepUp}% yearly step-up; ` +
      `${f.money(inputs.postRetirementMonthly)} a month of expenses at today’s prices, inflation ${inputs.inflation}%; the planner’s default asset mix.`,
    rows: [
      { label: 'Weighted return before retirement', value: f.percent(result.current.returnsShare) },
      { label: 'Weighted return after retirement', value: f.percent(result.retirement.returnsShare) },
      ...(firstRetired
        ? [
            {
              label: `Expenses in the first year of retirement (age ${firstRetired.age})`,
              value: f.money(firstRetired.plannedExpenses),
            },
          ]
        : []),
      { label: `Savings at retirement (age ${inputs.retirementAge})`, value: f.money(result.corpusAtRetirement), emphasis: true },
      ...(last ? [{ label: `Savings at the end of the plan (age ${last.age})`, value: f.money(last.endingSavings) }] : []),
      {
        label: 'Savings last until age',
        value: result.depletedAtAge === null ? `${last?.age ?? inputs.expensesUntilAge} or later` : String(result.depletedAtAge),
      },
    ],
  };
}
