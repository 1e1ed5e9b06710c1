/*
 * The Inflation Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of
 * @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, rateField, yearsField, type CalculatorDefinition } from '@calc/shared';
import { calculateInflation, type InflationInputs, type InflationResult, type InflationRow } from './inflation';
import { financeChart } from '../../charts/finance-chart';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { INFLATION_EXAMPLE_INPUTS } from './inflation-example';

export const inflationDefinition: CalculatorDefinition<keyof InflationInputs, InflationResult, InflationRow> = {
  id: 'inflation',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...INFLATION_EXAMPLE_INPUTS },
    label: (money) =>
      `${money(INFLATION_EXAMPLE_INPUTS.presentAmount)} today, ${INFLATION_EXAMPLE_INPUTS.timePeriod} years at ${INFLATION_EXAMPLE_INPUTS.inflationRate}% inflation`,
  },
  fields: [
    amountField('presentAmount', 'Present Amount', { placeholder: 'e.g. 100000' }),
    rateField('inflationRate', 'Inflation Rate (%)', { placeholder: 'e.g. 6' }),
    yearsField('timePeriod', 'Time Period (Years)'),
  ],
  compute: calculateInflation,
  emptyResult: { futureValue: 0, presentAmount: 0, inflationRate: 0, timePeriod: 0, purchasingPower: 0, addedCost: 0, rows: [] },
  Chart: financeChart('inflation', () => import('./inflation-chart').then((chart) => chart.inflationChartSpecs)),
  results: [
    { label: 'Future Value', value: (r) => r.futureValue, format: 'currency', headline: true },
    { label: 'Present Amount', value: (r) => r.presentAmount, format: 'currency' },
    { label: 'Inflation Rate', value: (r) => r.inflationRate, format: 'percent' },
    { label: 'Time Period', value: (r) => r.timePeriod, format: 'years' },
    { label: 'Buying Power Then (Today’s Money)', value: (r) => r.purchasingPower, format: 'currency' },
    { label: 'Added Cost', value: (r) => r.addedCost, format: 'currency' },
  ],
  report: yearlyBreakdown({
    'Value at End of Year': 'yearEndValue',
  }),
};
