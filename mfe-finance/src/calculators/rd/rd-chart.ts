/*
 * The RD Calculator's charts, built with the finance remote's chart builders; the definition imports this file only
 * when there are results to draw, so chart code stays out of the page's first load.
 */
import { compositionDonut, chartSpecs, growthChart } from '../../charts';
import type { RdResult } from './rd';

/** Deposits vs interest at the end of each year (the last one at maturity). */
export const rdChartSpec = growthChart<RdResult>((result) =>
  result.years.map((row) => ({ year: row.year, deposited: row.totalDeposited, balance: row.endBalance })),
);

/** What the maturity amount is made of: the instalments and the interest. */
export const rdDonutSpec = compositionDonut<RdResult>('the maturity amount', (result) =>
  result.months.length === 0 ? null : { Deposited: result.totalDeposited, Interest: result.totalInterest },
);

export const rdChartSpecs = chartSpecs(rdChartSpec, rdDonutSpec);
