/*
 * The Lump Sum Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of
 * @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, rateField, yearsField, type CalculatorDefinition } from '@calc/shared';
import { calculateLumpSum, type LumpSumInputs, type LumpSumResult, type LumpSumRow } from './lump-sum';
import { financeChart } from '../../charts/finance-chart';
import { lumpSumModes } from './lump-sum-modes';
import { inflationRateField, todaysMoneyNote } from '../../finance-library/todays-money';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { figureInTodaysMoney } from '../../finance-library/finance-presets';
import { LUMP_SUM_EXAMPLE_INPUTS } from './lump-sum-example';

export const lumpSumDefinition: CalculatorDefinition<keyof LumpSumInputs, LumpSumResult, LumpSumRow> = {
  id: 'lump-sum',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...LUMP_SUM_EXAMPLE_INPUTS },
    label: (money) =>
      `${money(LUMP_SUM_EXAMPLE_INPUTS.amount)} at ${LUMP_SUM_EXAMPLE_INPUTS.annualRate}% a year for ${LUMP_SUM_EXAMPLE_INPUTS.duration} years`,
  },
  fields: [
    amountField('amount', 'Lump Sum Amount', { placeholder: 'e.g. 100000' }),
    rateField('annualRate', 'Annual Interest Rate (%)'),
    yearsField('duration', 'Investment Duration (Years)'),
    inflationRateField('inflationRate'),
  ],
  compute: calculateLumpSum,
  emptyResult: { maturityAmount: 0, totalDeposit: 0, rows: [], today: null },
  modes: lumpSumModes,
  Chart: financeChart('lump-sum', () => import('./lump-sum-chart').then((chart) => chart.lumpSumChartSpecs), { donut: true }),
  results: [
    figureInTodaysMoney('Maturity Amount', 'maturityAmount', true),
    { label: 'Total Deposit', value: (r) => r.totalDeposit, format: 'currency' },
  ],
  todaysMoneyNote: (r) =>
    r.today &&
    todaysMoneyNote(r.today.inflationRate, r.today.years, "The deposit is made today, so it is already in today's money."),
  report: yearlyBreakdown(
    {
      'Total Deposit': 'totalDeposit',
      'Interest Earned': 'interestEarned',
      'End of Year Balance': 'endOfYearBalance',
      "Balance in Today's Money": 'balanceToday',
    },
    { tabLabel: 'report' },
  ),
};
