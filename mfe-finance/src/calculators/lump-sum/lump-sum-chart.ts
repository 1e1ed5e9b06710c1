/*
 * The Lump Sum Calculator's charts, built with the finance remote's chart builders; the definition imports this file
 * only when there are results to draw, so chart code stays out of the page's first load.
 */
import { compositionDonut, chartSpecs, growthChart } from '../../charts';
import type { LumpSumResult } from './lump-sum';

/** The one deposit vs the returns on it, year by year. */
export const lumpSumChartSpec = growthChart<LumpSumResult>((result) =>
  result.rows.map((row) => ({ year: row.year, deposited: row.totalDeposit, balance: row.endOfYearBalance })),
);

/** What the maturity amount is made of: the sum invested and the returns on it (as at the last year's end). */
export const lumpSumDonutSpec = compositionDonut<LumpSumResult>('the maturity amount', (result) => {
  const last = result.rows.at(-1);
  return last ? { Invested: last.totalDeposit, Returns: last.endOfYearBalance - last.totalDeposit } : null;
});

export const lumpSumChartSpecs = chartSpecs(lumpSumChartSpec, lumpSumDonutSpec);
