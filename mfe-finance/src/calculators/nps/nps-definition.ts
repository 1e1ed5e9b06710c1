/*
 * The NPS Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of @calc/shared
 * builds the page (input card, validation, shareable URL, table, CSV).
 */
import { ageField, amountField, BOUNDS, rateField, type CalculatorDefinition } from '@calc/shared';
import { calculateNps, EMPTY_NPS, type NpsInputs, type NpsResult, type NpsRow } from './nps';
import { financeChart } from '../../charts/finance-chart';
import { NPS_RULES } from './nps-rules';
import { totalInvested } from '../../finance-library/finance-presets';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { NPS_EXAMPLE_INPUTS } from './nps-example';

const { retirementAge, minimumAnnuityPercent } = NPS_RULES;

export const npsDefinition: CalculatorDefinition<keyof NpsInputs, NpsResult, NpsRow> = {
  id: 'nps',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...NPS_EXAMPLE_INPUTS },
    label: (money) =>
      `${money(NPS_EXAMPLE_INPUTS.monthlyContribution)} a month from age ${NPS_EXAMPLE_INPUTS.currentAge} at ${NPS_EXAMPLE_INPUTS.expectedReturn}% a year`,
  },
  fields: [
    amountField('monthlyContribution', 'Monthly Contribution', { placeholder: 'e.g. 5000' }),
    // Contributions run until 60, so at least one year of them.
    ageField('currentAge', 'Current Age', {
      min: 18,
      max: retirementAge - 1,
      placeholder: 'e.g. 30',
      hint: `Contributions run until age ${retirementAge}.`,
    }),
    rateField('expectedReturn', 'Expected Return (%)', { placeholder: 'e.g. 10', hint: 'A year, before retirement.' }),
    rateField('annuityShare', 'Annuity Share (%)', {
      min: minimumAnnuityPercent,
      max: 100,
      defaultValue: minimumAnnuityPercent,
      placeholder: `e.g. ${minimumAnnuityPercent}`,
      hint: `The part of the corpus that buys an annuity: at least ${minimumAnnuityPercent}%.`,
    }),
    rateField('annuityRate', 'Annuity Rate (%)', {
      ...BOUNDS.positiveRate,
      defaultValue: 6,
      placeholder: 'e.g. 6',
      hint: 'What the annuity pays a year, as a percent of its price.',
    }),
  ],
  compute: (values) => calculateNps(values),
  emptyResult: EMPTY_NPS,
  fixedCurrency: 'INR',
  Chart: financeChart('nps', () => import('./nps-chart').then((chart) => chart.npsChartSpecs), { donut: true }),
  results: [
    { label: `Corpus at ${retirementAge}`, value: (r) => r.corpus, format: 'currency', headline: true },
    { label: 'Monthly Pension', value: (r) => r.monthlyPension, format: 'currency', headline: true },
    totalInvested(),
    { label: 'Total Returns', value: (r) => r.totalReturns, format: 'currency' },
    { label: 'Lump Sum', value: (r) => r.lumpSum, format: 'currency' },
    { label: 'Annuity Purchase', value: (r) => r.annuityPurchase, format: 'currency' },
  ],
  report: yearlyBreakdown(
    { Contributions: 'contributions', 'Total Invested': 'totalInvested', Balance: 'balance' },
    { rows: (r) => r.rows, first: { header: 'Age', value: (row) => row.age, format: 'text' } },
  ),
};
