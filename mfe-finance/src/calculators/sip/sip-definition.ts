/*
 * The SIP Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of @calc/shared
 * builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, BOUNDS, rateField, yearsField, type CalculatorDefinition } from '@calc/shared';
import { calculateSip, type SipInputs, type SipResult, type SipRow } from './sip';
import { financeChart } from '../../charts/finance-chart';
import { sipModes } from './sip-modes';
import { inflationRateField, todaysMoneyNote } from '../../finance-library/todays-money';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { figureInTodaysMoney } from '../../finance-library/finance-presets';
import { SIP_EXAMPLE_INPUTS } from './sip-example';

export const sipDefinition: CalculatorDefinition<keyof SipInputs, SipResult, SipRow> = {
  id: 'sip',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...SIP_EXAMPLE_INPUTS },
    label: (money) =>
      `${money(SIP_EXAMPLE_INPUTS.sipAmount)} a month at ${SIP_EXAMPLE_INPUTS.annualRate}% for ${SIP_EXAMPLE_INPUTS.duration} years, raised ${SIP_EXAMPLE_INPUTS.stepUp}% each year`,
  },
  layout: 'narrow-inputs',
  fields: [
    amountField('sipAmount', 'Monthly SIP Amount', { placeholder: 'e.g. 5000' }),
    rateField('annualRate', 'Annual Interest Rate (%)'),
    yearsField('duration', 'Investment Duration (Years)'),
    rateField('stepUp', 'Annual Step-up (%)', { ...BOUNDS.positiveRate, required: false, placeholder: 'e.g. 10' }),
    inflationRateField('inflationRate'),
  ],
  compute: calculateSip,
  emptyResult: { totalDeposit: 0, maturityAmount: 0, totalReturns: 0, rows: [], today: null },
  modes: sipModes,
  whenIncomplete: 'keep',
  Chart: financeChart('sip', () => import('./sip-chart').then((chart) => chart.sipChartSpecs), { donut: true }),
  results: [
    figureInTodaysMoney('Maturity Amount:', 'maturityAmount', true),
    figureInTodaysMoney('Total Deposit:', 'totalDeposit'),
    figureInTodaysMoney('Total Returns:', 'totalReturns'),
  ],
  todaysMoneyNote: (r) =>
    r.today &&
    todaysMoneyNote(
      r.today.inflationRate,
      r.today.years,
      "Each deposit counts at the prices of the month it is made; the returns are the maturity amount less the deposits, both in today's money.",
    ),
  report: yearlyBreakdown(
    {
      'Total Deposit': 'totalDeposit',
      'Returns Earned': 'yearlyReturns',
      'End of Year Balance': 'maturityAmount',
      "Balance in Today's Money": 'maturityToday',
    },
    { tabLabel: 'report' },
  ),
};
