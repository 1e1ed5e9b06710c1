/*
 * The Gratuity Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of
 * @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, yearsField, type CalculatorDefinition } from '@calc/shared';
import { calculateGratuity, type GratuityInputs, type GratuityResult, type GratuityRow } from './gratuity';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { GRATUITY_EXAMPLE_INPUTS } from './gratuity-example';

export const gratuityDefinition: CalculatorDefinition<keyof GratuityInputs, GratuityResult, GratuityRow> = {
  id: 'gratuity',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...GRATUITY_EXAMPLE_INPUTS },
    label: (money) =>
      `a last drawn salary of ${money(GRATUITY_EXAMPLE_INPUTS.lastSalary)} after ${GRATUITY_EXAMPLE_INPUTS.yearsOfService} years of service`,
  },
  fields: [
    amountField('lastSalary', 'Last Drawn Salary (Basic + DA)', {
      placeholder: 'e.g. 50000',
      hint: 'Monthly basic pay plus dearness allowance.',
    }),
    yearsField('yearsOfService', 'Years of Service', { max: 60, placeholder: 'e.g. 10' }),
  ],
  compute: calculateGratuity,
  emptyResult: { gratuity: 0, lastSalary: 0, yearsOfService: 0, monthsOfSalary: 0, rows: [] },
  results: [
    { label: 'Gratuity Amount', value: (r) => r.gratuity, format: 'currency', headline: true },
    { label: 'Last Drawn Salary', value: (r) => r.lastSalary, format: 'currency' },
    { label: 'Years of Service', value: (r) => r.yearsOfService, format: 'years' },
    { label: 'Months of Last Drawn Salary', value: (r) => r.monthsOfSalary, format: 'number' },
  ],
  report: yearlyBreakdown({
    'Gratuity for Year': 'gratuityForYear',
  }),
};
