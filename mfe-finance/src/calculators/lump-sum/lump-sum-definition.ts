import { amountField, rateField, yearsField, type CalculatorDefinition } from '@calc/shared';
import { calculateLumpSum, type LumpSumInputs, type LumpSumResult, type LumpSumRow } from './lump-sum';
import { LumpSumChart } from './lump-sum-chart';
import { lumpSumModes } from './lump-sum-modes';
import { inflationRateField, todaysMoneyNote } from '../todays-money';

export const lumpSumDefinition: CalculatorDefinition<keyof LumpSumInputs, LumpSumResult, LumpSumRow> = {
  id: 'lump-sum',
  fields: [
    amountField('amount', 'Lump Sum Amount', { placeholder: 'e.g. 100000' }),
    rateField('annualRate', 'Annual Interest Rate (%)'),
    yearsField('duration', 'Investment Duration (Years)'),
    inflationRateField('inflationRate'),
  ],
  compute: calculateLumpSum,
  emptyResult: { maturityAmount: 0, totalDeposit: 0, rows: [], today: null },
  modes: lumpSumModes,
  whenIncomplete: 'reset',
  resultsTabLabel: 'results',
  Chart: LumpSumChart,
  results: [
    {
      label: 'Maturity Amount',
      value: (r) => r.maturityAmount,
      format: 'currency',
      headline: true,
      todaysValue: (r) => r.today?.maturityAmount ?? null,
    },
    { label: 'Total Deposit', value: (r) => r.totalDeposit, format: 'currency' },
  ],
  todaysMoneyNote: (r) =>
    r.today &&
    todaysMoneyNote(r.today.inflationRate, r.today.years, "The deposit is made today, so it is already in today's money."),
  report: {
    tabLabel: 'report',
    rows: (r) => r.rows,
    columns: [
      { header: 'Year', value: (row) => row.year, format: 'text' },
      { header: 'Total Deposit', value: (row) => row.totalDeposit, format: 'currency' },
      { header: 'Interest Earned', value: (row) => row.interestEarned, format: 'currency' },
      { header: 'End of Year Balance', value: (row) => row.endOfYearBalance, format: 'currency' },
      { header: "Balance in Today's Money", value: (row) => row.balanceToday, format: 'currency' },
    ],
  },
};
