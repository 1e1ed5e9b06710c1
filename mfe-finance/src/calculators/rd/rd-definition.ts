/*
 * The RD Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of @calc/shared
 * builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, type CalculatorDefinition } from '@calc/shared';
import { calculateRd, type RdInputs, type RdMonth, type RdResult, type RdYear } from './rd';
import { financeChart } from '../../charts/finance-chart';
import { annualInterestRateField, maturityAmount, totalInterest } from '../../finance-library/finance-presets';
import { monthlySchedule, yearlyBreakdown } from '../../finance-library/breakdowns';
import { RD_EXAMPLE_INPUTS } from './rd-example';

/** The longest RD the calculator covers: 100 years, as the other calculators' durations. */
export const RD_MAX_MONTHS = 1200;

/** Every month of the deposit, beside the yearly breakdown (an RD of a few months is mostly read here). */
const rdMonthlySchedule = monthlySchedule<RdResult, RdMonth>({
  Deposit: 'deposit',
  'Total Deposited': 'totalDeposited',
  'Interest Earned': 'interestEarned',
  Balance: 'balance',
});

/** A whole year is its number ('2'); a last, shorter year says how many months it holds: '3 (6 months)'. */
export function rdYearLabel(row: RdYear): string {
  return row.months === 12 ? String(row.year) : `${row.year} (${row.months} ${row.months === 1 ? 'month' : 'months'})`;
}

export const rdDefinition: CalculatorDefinition<keyof RdInputs, RdResult, RdYear> = {
  id: 'rd',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...RD_EXAMPLE_INPUTS },
    label: (money) =>
      `${money(RD_EXAMPLE_INPUTS.monthlyDeposit)} a month at ${RD_EXAMPLE_INPUTS.annualRate}% for ${RD_EXAMPLE_INPUTS.tenure} months`,
  },
  fields: [
    amountField('monthlyDeposit', 'Monthly Deposit', { placeholder: 'e.g. 5000' }),
    annualInterestRateField('e.g. 6.5'),
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
  Chart: financeChart('rd', () => import('./rd-chart').then((chart) => chart.rdChartSpecs), {
    donut: true,
  }),
  results: [maturityAmount(), { label: 'Total Deposited', value: (r) => r.totalDeposited, format: 'currency' }, totalInterest()],
  report: yearlyBreakdown(
    {
      'Deposited in Year': 'deposited',
      'Total Deposited': 'totalDeposited',
      'Interest Earned': 'interestEarned',
      'End of Year Balance': 'endBalance',
    },
    { rows: (r) => r.years, first: { header: 'Year', value: rdYearLabel, format: 'text' } },
  ),
  extraReports: [rdMonthlySchedule],
};
