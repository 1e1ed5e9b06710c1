/*
 * The FD Calculator's charts, built with the finance remote's chart builders; the definition imports this file only
 * when there are results to draw, so chart code stays out of the page's first load.
 */
import { compositionDonut, chartSpecs, growthChart } from '../../charts';
import type { FdResult } from './fd';

/** The deposit vs the interest on it, year by year. */
export const fdChartSpec = growthChart<FdResult>((result) =>
  result.rows.map((row) => ({ year: row.year, deposited: result.depositAmount, balance: row.endOfYearBalance })),
);

/** What the maturity amount is made of: the deposit and the interest. */
export const fdDonutSpec = compositionDonut<FdResult>('the maturity amount', (result) =>
  result.rows.length === 0 ? null : { Deposit: result.depositAmount, Interest: result.totalInterest },
);

export const fdChartSpecs = chartSpecs(fdChartSpec, fdDonutSpec);
