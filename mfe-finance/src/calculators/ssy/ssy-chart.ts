/*
 * The Sukanya Samriddhi Yojana Calculator's charts, built with the finance remote's chart builders; the definition
 * imports this file only when there are results to draw, so chart code stays out of the page's first load.
 */
import { compositionDonut, chartSpecs, growthChart } from '../../charts';
import type { SsyResult } from './ssy';

/** The deposits and the interest on them, at each of the girl's ages until maturity. */
export const ssyChartSpec = growthChart<SsyResult>(
  (result) => result.rows.map((row) => ({ year: row.year, deposited: row.totalInvested, balance: row.endOfYearBalance })),
  (result) => result.rows.map((row) => row.age),
);

/** What the maturity amount is made of: the deposits and the interest. */
export const ssyDonutSpec = compositionDonut<SsyResult>('the maturity amount', (result) =>
  result.rows.length === 0 ? null : { Invested: result.totalInvested, Interest: result.totalInterest },
);

export const ssyChartSpecs = chartSpecs(ssyChartSpec, ssyDonutSpec);
