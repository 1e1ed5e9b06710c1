import { amountField, BOUNDS, extraReport, rateField, type CalculatorDefinition } from '@calc/shared';
import { calculateRd, type RdInputs, type RdMonth, type RdResult, type RdYear } from './rd';
import { RdChart } from './rd-chart';

/** The longest RD the calculator covers: 100 years, as the other calculators' durations. */
export const RD_MAX_MONTHS = 1200;

/** Every month of the deposit, beside the yearly breakdown (an RD of a few months is mostly read here). */
const monthlySchedule = extraReport<RdResult, RdMonth>({
  id: 'monthly-schedule',
  tabLabel: 'Monthly Schedule',
  rows: (r) => r.months,
  columns: [
    { header: 'Month', value: (row) => row.month, format: 'text' },
    { header: 'Deposit', value: (row) => row.deposit, format: 'currency' },
    { header: 'Total Deposited', value: (row) => row.totalDeposited, format: 'currency' },
    { header: 'Interest Earned', value: (row) => row.interestEarned, format: 'currency' },
    { header: 'Balance', value: (row) => row.balance, format: 'currency' },
  ],
});

/** A whole year is its number ('2'); a last, shorter year says how many months it holds: '3 (6 months)'. */
export function rdYearLabel(row: RdYear): string {
  return row.months === 12 ? String(row.year) : `${row.year} (${row.months} ${row.months === 1 ? 'month' : 'months'})`;
}

export const rdDefinition: CalculatorDefinition<keyof RdInputs, RdResult, RdYear> = {
  id: 'rd',
  fields: [
    amountField('monthlyDeposit', 'Monthly Deposit', { placeholder: 'e.g. 5000' }),
    rateField('annualRate', 'Annual Interest Rate (%)', { ...BOUNDS.positiveRate, placeholder: 'e.g. 6.5' }),
    {
      name: 'tenure',
      label: 'Tenure (Months)',
      kind: 'number',
      min: 1,
      max: RD_MAX_MONTHS,
      integer: true,
      placeholder: 'e.g. 24',
      hint: 'Whole months: banks offer 6 months to 10 years (120 months).',
    },
  ],
  compute: calculateRd,
  emptyResult: { maturityAmount: 0, totalDeposited: 0, totalInterest: 0, years: [], months: [] },
  whenIncomplete: 'reset',
  resultsTabLabel: 'results',
  Chart: RdChart,
  results: [
    { label: 'Maturity Amount', value: (r) => r.maturityAmount, format: 'currency', headline: true },
    { label: 'Total Deposited', value: (r) => r.totalDeposited, format: 'currency' },
    { label: 'Total Interest', value: (r) => r.totalInterest, format: 'currency' },
  ],
  report: {
    tabLabel: 'Yearly Breakdown',
    rows: (r) => r.years,
    columns: [
      { header: 'Year', value: rdYearLabel, format: 'text' },
      { header: 'Deposited in Year', value: (row) => row.deposited, format: 'currency' },
      { header: 'Total Deposited', value: (row) => row.totalDeposited, format: 'currency' },
      { header: 'Interest Earned', value: (row) => row.interestEarned, format: 'currency' },
      { header: 'End of Year Balance', value: (row) => row.endBalance, format: 'currency' },
    ],
  },
  extraReports: [monthlySchedule],
};
