/*
 * The Senior Citizens Savings Scheme Calculator's charts, built with the finance remote's chart builders; the
 * definition imports this file only when there are results to draw, so chart code stays out of the page's first load.
 */
import { compositionDonut, chartSpecs, growthChart } from '../../charts';
import type { ScssResult } from './scss';

/** The deposit and the interest it has paid out by each year's end. */
export const scssChartSpec = growthChart<ScssResult>((result) =>
  result.rows.map((row) => ({ year: row.year, deposited: result.deposit, balance: result.deposit + row.cumulativeInterest })),
);

/** What the deposit brings back over the term: itself and the interest. */
export const scssDonutSpec = compositionDonut<ScssResult>('the deposit and its interest', (result) =>
  result.rows.length === 0 ? null : { Deposit: result.deposit, Interest: result.totalInterest },
);

export const scssChartSpecs = chartSpecs(scssChartSpec, scssDonutSpec);
