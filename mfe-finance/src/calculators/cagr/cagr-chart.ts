import { formatPercent } from '@calc/shared';
import { financeChart } from '../../charts/finance-chart';
import { yearsText, type ChartSpecBuilder } from '../../charts/chart-spec';
import type { CagrResult } from './cagr';

/** The value year by year at the steady compound rate, from the start (year 0). */
export const cagrChartSpec: ChartSpecBuilder<CagrResult> = (result, format) => {
  const { rows } = result;
  if (rows.length === 0) return null;
  const last = rows[rows.length - 1];
  return {
    labels: [0, ...rows.map((row) => row.year)],
    xTitle: 'Year',
    series: [{ label: 'Value', data: [result.initialValue, ...rows.map((row) => row.yearEndValue)], colorVar: '--chart-1', type: 'line', fill: true }],
    summary:
      `Line chart of the value at the end of each year, going from ${format(result.initialValue)} to ${format(last.yearEndValue)} ` +
      `in ${yearsText(rows.length)} at a steady ${formatPercent(result.cagr)} a year.`,
  };
};

export const CagrChart = financeChart('cagr', cagrChartSpec);
