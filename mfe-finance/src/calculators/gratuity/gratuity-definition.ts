import { amountField, yearsField, type CalculatorDefinition } from '@calc/shared';
import { calculateGratuity, type GratuityInputs, type GratuityResult, type GratuityRow } from './gratuity';

export const gratuityDefinition: CalculatorDefinition<keyof GratuityInputs, GratuityResult, GratuityRow> = {
  id: 'gratuity',
  fields: [
    amountField('lastSalary', 'Last Drawn Salary (Basic + DA)', {
      placeholder: 'e.g. 50000',
      hint: 'Monthly basic pay plus dearness allowance.',
    }),
    yearsField('yearsOfService', 'Years of Service', { max: 60, placeholder: 'e.g. 10' }),
  ],
  compute: calculateGratuity,
  emptyResult: { gratuity: 0, lastSalary: 0, yearsOfService: 0, monthsOfSalary: 0, rows: [] },
  whenIncomplete: 'reset',
  resultsTabLabel: 'results',
  results: [
    { label: 'Gratuity Amount', value: (r) => r.gratuity, format: 'currency', headline: true },
    { label: 'Last Drawn Salary', value: (r) => r.lastSalary, format: 'currency' },
    { label: 'Years of Service', value: (r) => r.yearsOfService, format: 'years' },
    { label: 'Months of Last Drawn Salary', value: (r) => r.monthsOfSalary, format: 'number' },
  ],
  report: {
    tabLabel: 'Yearly Breakdown',
    rows: (r) => r.rows,
    columns: [
      { header: 'Year', value: (row) => row.year, format: 'text' },
      { header: 'Gratuity for Year', value: (row) => row.gratuityForYear, format: 'currency' },
    ],
  },
};
