/*
 * The Simple Interest Calculator's charts, built with the finance remote's chart builders; the definition imports this
 * file only when there are results to draw, so chart code stays out of the page's first load.
 */
import { compositionDonut, chartSpecs, growthChart } from '../../charts';
import type { SimpleInterestResult } from './simple-interest';

/** The principal vs the interest piling up in equal steps, year by year. */
export const simpleInterestChartSpec = growthChart<SimpleInterestResult>((result) =>
  result.rows.map((row) => ({ year: row.year, deposited: result.principal, balance: row.totalAmount })),
);

/** What the total amount is made of: the principal and the interest. */
export const simpleInterestDonutSpec = compositionDonut<SimpleInterestResult>('the total amount', (result) =>
  result.rows.length === 0 ? null : { Principal: result.principal, Interest: result.interest },
);

export const simpleInterestChartSpecs = chartSpecs(simpleInterestChartSpec, simpleInterestDonutSpec);
