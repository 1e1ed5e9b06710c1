import { financeChart } from '../../charts/finance-chart';
import { yearsText, type ChartSpecBuilder } from '../../charts/chart-spec';
import type { LoanResult } from './loan';

/** Each year's repayments split into principal and interest. */
export const loanChartSpec: ChartSpecBuilder<LoanResult> = (result, format) => {
  const { rows } = result;
  if (rows.length === 0) return null;
  const borrowed = rows.reduce((sum, row) => sum + row.principalPaid, 0);
  return {
    labels: rows.map((row) => row.year),
    xTitle: 'Year',
    series: [
      { label: 'Principal', data: rows.map((row) => row.principalPaid), colorVar: '--chart-1', type: 'bar', stacked: true },
      { label: 'Interest', data: rows.map((row) => row.interestPaid), colorVar: '--chart-3', type: 'bar', stacked: true },
    ],
    summary:
      `Stacked bar chart of each year's repayments split into principal and interest, over ${yearsText(rows.length)}: ` +
      `${format(result.totalInterest)} of interest on ${format(borrowed)} borrowed. Interest is most of the early payments and shrinks as the debt falls.`,
  };
};

export const LoanChart = financeChart('loan', loanChartSpec);
