import { financeChart } from '../../charts/finance-chart';
import { yearsText, type ChartSpecBuilder } from '../../charts/chart-spec';
import type { InflationResult } from './inflation';

/** What today's amount will cost at the end of each year, from today (year 0). */
export const inflationChartSpec: ChartSpecBuilder<InflationResult> = (result, format) => {
  const { rows } = result;
  if (rows.length === 0) return null;
  const last = rows[rows.length - 1];
  return {
    labels: [0, ...rows.map((row) => row.year)],
    xTitle: 'Year',
    series: [{ label: 'Cost', data: [result.presentAmount, ...rows.map((row) => row.yearEndValue)], colorVar: '--chart-3', type: 'line', fill: true }],
    summary: `Line chart of the cost at the end of each year of what costs ${format(result.presentAmount)} today: ${format(last.yearEndValue)} after ${yearsText(rows.length)}.`,
  };
};

export const InflationChart = financeChart('inflation', inflationChartSpec);
