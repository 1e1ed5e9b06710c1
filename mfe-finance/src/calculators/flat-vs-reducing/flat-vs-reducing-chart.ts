/*
 * The Flat vs Reducing Rate Calculator's charts, built with the finance remote's chart builders; the definition imports
 * this file only when there are results to draw, so chart code stays out of the page's first load.
 */
import { chartSpecs, yearsText, type ChartSpecBuilder } from '../../charts';
import type { FlatVsReducingResult } from './flat-vs-reducing';

/** Each year's interest both ways: level at the flat rate, falling on a reducing balance. */
export const flatVsReducingChartSpec: ChartSpecBuilder<FlatVsReducingResult> = (result, format) => {
  if (result.rows.length === 0) return null;
  return {
    labels: result.rows.map((row) => row.year),
    xTitle: 'Year',
    series: [
      { label: 'Flat rate interest', data: result.rows.map((row) => row.flatInterest), colorVar: '--chart-1', type: 'bar' },
      {
        label: 'Reducing balance interest',
        data: result.rows.map((row) => row.reducingInterest),
        colorVar: '--chart-2',
        type: 'bar',
      },
    ],
    summary:
      `Bar chart of the interest paid each year over ${yearsText(result.rows.length)}: ${format(result.rows[0].flatInterest)} every year at the flat rate, ` +
      `against ${format(result.rows[0].reducingInterest)} in the first year falling to ${format(result.rows[result.rows.length - 1].reducingInterest)} in the last on a reducing balance.`,
  };
};

export const flatVsReducingChartSpecs = chartSpecs(flatVsReducingChartSpec);
