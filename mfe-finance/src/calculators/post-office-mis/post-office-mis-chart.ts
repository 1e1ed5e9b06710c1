/*
 * The Post Office Monthly Income Scheme Calculator's charts, built with the finance remote's chart builders; the
 * definition imports this file only when there are results to draw, so chart code stays out of the page's first load.
 */
import { compositionDonut, chartSpecs, growthChart } from '../../charts';
import type { PostOfficeMisResult } from './post-office-mis';

/** The deposit and the interest it has paid out by each year's end. */
export const postOfficeMisChartSpec = growthChart<PostOfficeMisResult>((result) =>
  result.rows.map((row) => ({ year: row.year, deposited: result.deposit, balance: result.deposit + row.cumulativeInterest })),
);

/** What the deposit brings back over the 5 years: itself and the interest. */
export const postOfficeMisDonutSpec = compositionDonut<PostOfficeMisResult>('the deposit and its interest', (result) =>
  result.rows.length === 0 ? null : { Deposit: result.deposit, Interest: result.totalInterest },
);

export const postOfficeMisChartSpecs = chartSpecs(postOfficeMisChartSpec, postOfficeMisDonutSpec);
