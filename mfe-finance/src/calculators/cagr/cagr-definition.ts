/*
 * The CAGR Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of
 * @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, yearsField, type CalculatorDefinition } from '@calc/shared';
import { calculateCagr, validateCagr, type CagrInputs, type CagrResult, type CagrRow } from './cagr';
import { financeChart } from '../../charts/finance-chart';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { CAGR_EXAMPLE_INPUTS } from './cagr-example';

export const cagrDefinition: CalculatorDefinition<keyof CagrInputs, CagrResult, CagrRow> = {
  id: 'cagr',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...CAGR_EXAMPLE_INPUTS },
    label: (money) =>
      `${money(CAGR_EXAMPLE_INPUTS.initialValue)} grown to ${money(CAGR_EXAMPLE_INPUTS.finalValue)} in ${CAGR_EXAMPLE_INPUTS.duration} years`,
  },
  fields: [
    amountField('initialValue', 'Initial Investment (PV)', { placeholder: 'e.g. 10000' }),
    amountField('finalValue', 'Final Value (FV)', { placeholder: 'e.g. 20000' }),
    yearsField('duration', 'Investment Duration (Years)', { placeholder: 'e.g. 5' }),
  ],
  compute: calculateCagr,
  validate: validateCagr,
  emptyResult: { cagr: 0, initialValue: 0, finalValue: 0, duration: 0, moneyMultiple: 0, absoluteReturn: 0, rows: [] },
  Chart: financeChart('cagr', () => import('./cagr-chart').then((chart) => chart.cagrChartSpecs)),
  results: [
    { label: 'CAGR', value: (r) => r.cagr, format: 'percent', headline: true },
    { label: 'Initial Investment (PV)', value: (r) => r.initialValue, format: 'currency' },
    { label: 'Final Value (FV)', value: (r) => r.finalValue, format: 'currency' },
    { label: 'Investment Duration', value: (r) => r.duration, format: 'years' },
    { label: 'Money Multiple', value: (r) => r.moneyMultiple, format: 'multiple' },
    { label: 'Absolute Return', value: (r) => r.absoluteReturn, format: 'percent' },
  ],
  report: yearlyBreakdown({
    'Value at End of Year': 'yearEndValue',
  }),
};
