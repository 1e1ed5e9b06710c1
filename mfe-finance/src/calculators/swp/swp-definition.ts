/*
 * The SWP Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of @calc/shared
 * builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, BOUNDS, rateField, yearsField, type CalculatorDefinition } from '@calc/shared';
import { calculateSwp, type SwpInputs, type SwpResult, type SwpRow } from './swp';
import { financeChart } from '../../charts/finance-chart';
import { swpModes } from './swp-modes';
import { inflationRateField, todaysMoneyNote } from '../../finance-library/todays-money';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { figureInTodaysMoney } from '../../finance-library/finance-presets';
import { SWP_EXAMPLE_INPUTS } from './swp-example';

export const swpDefinition: CalculatorDefinition<keyof SwpInputs, SwpResult, SwpRow> = {
  id: 'swp',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...SWP_EXAMPLE_INPUTS },
    label: (money) =>
      `${money(SWP_EXAMPLE_INPUTS.withdrawalAmount)} a month from ${money(SWP_EXAMPLE_INPUTS.initialInvestment)} at ${SWP_EXAMPLE_INPUTS.annualRate}% for ${SWP_EXAMPLE_INPUTS.duration} years`,
  },
  layout: 'narrow-inputs',
  fields: [
    amountField('initialInvestment', 'Initial Investment', { placeholder: 'e.g. 1000000' }),
    rateField('annualRate', 'Annual Interest Rate (%)', { placeholder: 'e.g. 8' }),
    yearsField('duration', 'Investment Duration (Years)'),
    amountField('withdrawalAmount', 'Monthly Withdrawal Amount', { placeholder: 'e.g. 8000' }),
    rateField('yearlyStepUp', 'Yearly Step-up (%)', { ...BOUNDS.positiveRate, placeholder: 'e.g. 5' }),
    inflationRateField('inflationRate'),
  ],
  compute: calculateSwp,
  emptyResult: { endingBalance: 0, totalWithdrawals: 0, rows: [], message: '', today: null },
  modes: swpModes,
  Chart: financeChart('swp', () => import('./swp-chart').then((chart) => chart.swpChartSpecs)),
  results: [
    figureInTodaysMoney('Ending Balance:', 'endingBalance', true),
    figureInTodaysMoney('Total Withdrawals:', 'totalWithdrawals'),
  ],
  todaysMoneyNote: (r) =>
    r.today &&
    todaysMoneyNote(r.today.inflationRate, r.today.years, 'Each withdrawal counts at the prices of the month it is taken.'),
  // The specification's two sentences: lasting is good news, depletion a warning.
  message: (r) => (r.message ? { text: r.message, tone: r.endingBalance > 0 ? 'good' : 'bad' } : null),
  report: yearlyBreakdown(
    {
      'Start Balance': 'startBalance',
      'Total Withdrawals': 'totalWithdrawals',
      'Interest Earned': 'interestEarned',
      'End of Year Balance': 'endBalance',
      "Balance in Today's Money": 'endBalanceToday',
    },
    { tabLabel: 'report' },
  ),
};
