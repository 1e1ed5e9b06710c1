/*
 * The CAGR Calculator's charts, built with the finance remote's chart builders; the definition imports this file only
 * when there are results to draw, so chart code stays out of the page's first load.
 */
import { formatPercent } from '@calc/shared';
import { chartSpecs, valueOverYearsSpec, yearsText, type ChartSpecBuilder } from '../../charts';
import type { CagrResult } from './cagr';

/** The value year by year at the steady compound rate, from the start (year 0). */
export const cagrChartSpec: ChartSpecBuilder<CagrResult> = (result, format) =>
  valueOverYearsSpec(
    result.initialValue,
    result.rows,
    { label: 'Value', colorVar: '--chart-1' },
    (last) =>
      `Line chart of the value at the end of each year, going from ${format(result.initialValue)} to ${format(last)} ` +
      `in ${yearsText(result.rows.length)} at a steady ${formatPercent(result.cagr)} a year.`,
  );

export const cagrChartSpecs = chartSpecs(cagrChartSpec);
