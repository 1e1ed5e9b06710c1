import { amountField, BOUNDS, rateField, yearsField, type CalculatorDefinition } from '@calc/shared';
import { calculateSip, type SipInputs, type SipResult, type SipRow } from './sip';
import { SipChart } from './sip-chart';
import { sipModes } from './sip-modes';
import { inflationRateField, todaysMoneyNote } from '../todays-money';

export const sipDefinition: CalculatorDefinition<keyof SipInputs, SipResult, SipRow> = {
  id: 'sip',
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
  resultsTabLabel: 'results',
  Chart: SipChart,
  results: [
    {
      label: 'Maturity Amount:',
      value: (r) => r.maturityAmount,
      format: 'currency',
      headline: true,
      todaysValue: (r) => r.today?.maturityAmount ?? null,
    },
    {
      label: 'Total Deposit:',
      value: (r) => r.totalDeposit,
      format: 'currency',
      todaysValue: (r) => r.today?.totalDeposit ?? null,
    },
    {
      label: 'Total Returns:',
      value: (r) => r.totalReturns,
      format: 'currency',
      todaysValue: (r) => r.today?.totalReturns ?? null,
    },
  ],
  todaysMoneyNote: (r) =>
    r.today &&
    todaysMoneyNote(
      r.today.inflationRate,
      r.today.years,
      "Each deposit counts at the prices of the month it is made; the returns are the maturity amount less the deposits, both in today's money.",
    ),
  report: {
    tabLabel: 'report',
    rows: (r) => r.rows,
    columns: [
      { header: 'Year', value: (row) => row.year, format: 'text' },
      { header: 'Total Deposit', value: (row) => row.totalDeposit, format: 'currency' },
      { header: 'Returns Earned', value: (row) => row.yearlyReturns, format: 'currency' },
      { header: 'End of Year Balance', value: (row) => row.maturityAmount, format: 'currency' },
      { header: "Balance in Today's Money", value: (row) => row.maturityToday, format: 'currency' },
    ],
  },
};
