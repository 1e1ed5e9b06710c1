/*
 * The SWP Calculator's charts, built with the finance remote's chart builders; the definition imports this file only
 * when there are results to draw, so chart code stays out of the page's first load.
 */
import { chartSpecs, yearsText, type ChartSpecBuilder } from '../../charts';
import type { SwpResult } from './swp';

/** The balance left at each year end (line) over the money withdrawn in the year (bars). */
export const swpChartSpec: ChartSpecBuilder<SwpResult> = (result, format) => {
  const { rows } = result;
  if (rows.length === 0) return null;
  const ending =
    result.endingBalance > 0
      ? `${format(result.endingBalance)} is left after ${yearsText(rows.length)}.`
      : `The money runs out in year ${rows.length}.`;
  return {
    labels: rows.map((row) => row.year),
    xTitle: 'Year',
    series: [
      { label: 'Balance', data: rows.map((row) => row.endBalance), colorVar: '--chart-1', type: 'line' },
      { label: 'Withdrawals', data: rows.map((row) => row.totalWithdrawals), colorVar: '--chart-3', type: 'bar' },
    ],
    summary: `Chart of the balance at the end of each year (line) and the money withdrawn during it (bars). ${ending}`,
  };
};

export const swpChartSpecs = chartSpecs(swpChartSpec);
