/*
 * The PPF Calculator's charts, built with the finance remote's chart builders; the definition imports this file only
 * when there are results to draw, so chart code stays out of the page's first load.
 */
import { compositionDonut, chartSpecs, growthChart } from '../../charts';
import type { PpfResult } from './ppf';

/** The yearly deposits vs the interest on them, year by year. */
export const ppfChartSpec = growthChart<PpfResult>((result) =>
  result.rows.map((row) => ({ year: row.year, deposited: row.totalInvested, balance: row.endOfYearBalance })),
);

/** What the maturity amount is made of: the deposits and the interest. */
export const ppfDonutSpec = compositionDonut<PpfResult>('the maturity amount', (result) =>
  result.rows.length === 0 ? null : { Invested: result.totalInvested, Interest: result.totalInterest },
);

export const ppfChartSpecs = chartSpecs(ppfChartSpec, ppfDonutSpec);
