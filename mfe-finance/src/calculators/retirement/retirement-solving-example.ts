/*
 * The Retirement Calculator's worked "Solve for" example for its explanation, every figure from the very modes
 * (retirement-modes.ts) the page runs.
 */
import type { ExplanationExample, Values } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { figureNumber, solution } from '../../explanations/solved';
import { retirementDefaults } from './retirement';
import { retirementFields } from './retirement-fields';
import { retirementExtraMode } from './retirement-modes';

/** The "Solve for" worked example: the planner's defaults with a larger retirement budget, solved by the page's mode. */
export function retirementSolvingExample(f: ExampleFormat): ExplanationExample {
  const values: Values<string> = {};
  for (const field of retirementFields) values[field.name] = field.defaultValue ?? 0;
  values.postRetirementMonthly = 150000;
  const found = solution(retirementExtraMode.solve(values));
  const last = found.result.rows[found.result.rows.length - 1];
  return {
    description: `The planner's defaults (age ${retirementDefaults.currentAge}, retiring at ${retirementDefaults.retirementAge}, ${f.money(retirementDefaults.monthlyInvestment)} a month), but ${f.money(150000)} a month to spend after retirement, in today's money.`,
    rows: [
      {
        label: 'Extra to invest each month',
        value: f.money(figureNumber(found, 'extraInvestment')),
        emphasis: true,
      },
      { label: 'Monthly investment needed', value: f.money(figureNumber(found, 'monthlyInvestmentNeeded')) },
      { label: 'Savings at retirement', value: f.money(found.result.corpusAtRetirement) },
      { label: `Savings at age ${last.age}`, value: f.money(last.endingSavings) },
    ],
  };
}
