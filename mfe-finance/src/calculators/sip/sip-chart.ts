/*
 * The SIP Calculator's charts, built with the finance remote's chart builders; the definition imports this file only
 * when there are results to draw, so chart code stays out of the page's first load.
 */
import { compositionDonut, chartSpecs, growthChart } from '../../charts';
import type { SipResult } from './sip';

/** Deposits vs returns, year by year. */
export const sipChartSpec = growthChart<SipResult>((result) =>
  result.rows.map((row) => ({ year: row.year, deposited: row.totalDeposit, balance: row.maturityAmount })),
);

/** What the maturity amount is made of: the money invested and the returns on it. */
export const sipDonutSpec = compositionDonut<SipResult>('the maturity amount', (result) =>
  result.rows.length === 0 ? null : { Invested: result.totalDeposit, Returns: result.totalReturns },
);

export const sipChartSpecs = chartSpecs(sipChartSpec, sipDonutSpec);
