import { amountField, rateField, yearsField, type CalculatorDefinition } from '@calc/shared';
import { calculateLumpSum, type LumpSumInputs, type LumpSumResult, type LumpSumRow } from './lump-sum';
import { LumpSumChart } from './lump-sum-chart';
import { lumpSumModes } from './lump-sum-modes';

export const lumpSumDefinition: CalculatorDefinition<keyof LumpSumInputs, LumpSumResult, LumpSumRow> = {
  id: 'lump-sum',
  fields: [
    amountField('amount', 'Lump Sum Amount', { placeholder: 'e.g. 100000' }),
    rateField('annualRate', 'Annual Interest Rate (%)'),
    yearsField('duration', 'Investment Duration (Years)'),
  ],
  compute: calculateLumpSum,
  emptyResult: { maturityAmount: 0, totalDeposit: 0, rows: [] },
  modes: lumpSumModes,
  whenIncomplete: 'reset',
  resultsTabLabel: 'results',
  Chart: LumpSumChart,
  results: [
    { label: 'Maturity Amount', value: (r) => r.maturityAmount, format: 'currency', headline: true },
    { label: 'Total Deposit', value: (r) => r.totalDeposit, format: 'currency' },
  ],
  report: {
    tabLabel: 'report',
    rows: (r) => r.rows,
    columns: [
      { header: 'Year', value: (row) => row.year, format: 'text' },
      { header: 'Total Deposit', value: (row) => row.totalDeposit, format: 'currency' },
      { header: 'Interest Earned', value: (row) => row.interestEarned, format: 'currency' },
      { header: 'End of Year Balance', value: (row) => row.endOfYearBalance, format: 'currency' },
    ],
  },
};
