import { amountField, BOUNDS, rateField, yearsField, type CalculatorDefinition } from '@calc/shared';
import { calculateSwp, type SwpInputs, type SwpResult, type SwpRow } from './swp';
import { SwpChart } from './swp-chart';
import { swpModes } from './swp-modes';
import { inflationRateField, todaysMoneyNote } from '../todays-money';

export const swpDefinition: CalculatorDefinition<keyof SwpInputs, SwpResult, SwpRow> = {
  id: 'swp',
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
  whenIncomplete: 'reset',
  resultsTabLabel: 'results',
  Chart: SwpChart,
  results: [
    {
      label: 'Ending Balance:',
      value: (r) => r.endingBalance,
      format: 'currency',
      headline: true,
      todaysValue: (r) => r.today?.endingBalance ?? null,
    },
    {
      label: 'Total Withdrawals:',
      value: (r) => r.totalWithdrawals,
      format: 'currency',
      todaysValue: (r) => r.today?.totalWithdrawals ?? null,
    },
  ],
  todaysMoneyNote: (r) =>
    r.today &&
    todaysMoneyNote(r.today.inflationRate, r.today.years, 'Each withdrawal counts at the prices of the month it is taken.'),
  // The specification's two sentences: lasting is good news, depletion a warning.
  message: (r) => (r.message ? { text: r.message, tone: r.endingBalance > 0 ? 'good' : 'bad' } : null),
  report: {
    tabLabel: 'report',
    rows: (r) => r.rows,
    columns: [
      { header: 'Year', value: (row) => row.year, format: 'text' },
      { header: 'Start Balance', value: (row) => row.startBalance, format: 'currency' },
      { header: 'Total Withdrawals', value: (row) => row.totalWithdrawals, format: 'currency' },
      { header: 'Interest Earned', value: (row) => row.interestEarned, format: 'currency' },
      { header: 'End of Year Balance', value: (row) => row.endBalance, format: 'currency' },
      { header: "Balance in Today's Money", value: (row) => row.endBalanceToday, format: 'currency' },
    ],
  },
};
