/*
 * The Kisan Vikas Patra Calculator's charts, built with the finance remote's chart builders; the definition imports
 * this file only when there are results to draw, so chart code stays out of the page's first load.
 */
import { chartSpecs, valueOverYearsSpec, type ChartSpecBuilder } from '../../charts';
import type { KvpResult } from './kvp';

/** The certificate's value at each year's end, from the purchase (year 0) to maturity, when it has doubled. */
export const kvpChartSpec: ChartSpecBuilder<KvpResult> = (result, format) =>
  valueOverYearsSpec(
    result.amount,
    result.years,
    { label: 'Value', colorVar: '--chart-1' },
    (last) =>
      `Line chart of the certificate’s value at each year’s end from ${format(result.amount)}: ` +
      `${format(last)} at maturity after ${result.monthsToDouble} months.`,
  );

export const kvpChartSpecs = chartSpecs(kvpChartSpec);
