/*
 * The NSC Calculator's charts, built with the finance remote's chart builders; the definition imports this file only
 * when there are results to draw, so chart code stays out of the page's first load.
 */
import { compositionDonut, chartSpecs, growthChart } from '../../charts';
import type { NscResult } from './nsc';

/** The amount invested and the interest piled on it, year by year. */
export const nscChartSpec = growthChart<NscResult>((result) =>
  result.rows.map((row) => ({ year: row.year, deposited: result.rows[0].openingBalance, balance: row.closingBalance })),
);

/** What the maturity amount is made of. */
export const nscDonutSpec = compositionDonut<NscResult>('the maturity amount', (result) =>
  result.rows.length === 0 ? null : { Invested: result.rows[0].openingBalance, Interest: result.totalInterest },
);

export const nscChartSpecs = chartSpecs(nscChartSpec, nscDonutSpec);
