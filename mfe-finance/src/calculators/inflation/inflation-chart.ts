/*
 * The Inflation Calculator's charts, built with the finance remote's chart builders; the definition imports this file
 * only when there are results to draw, so chart code stays out of the page's first load.
 */
import { chartSpecs, valueOverYearsSpec, yearsText, type ChartSpecBuilder } from '../../charts';
import type { InflationResult } from './inflation';

/** What today's amount will cost at the end of each year, from today (year 0). */
export const inflationChartSpec: ChartSpecBuilder<InflationResult> = (result, format) =>
  valueOverYearsSpec(
    result.presentAmount,
    result.rows,
    { label: 'Cost', colorVar: '--chart-3' },
    (last) =>
      `Line chart of the cost at the end of each year of what costs ${format(result.presentAmount)} today: ` +
      `${format(last)} after ${yearsText(result.rows.length)}.`,
  );

export const inflationChartSpecs = chartSpecs(inflationChartSpec);
