/*
 * The NPS Calculator's charts, built with the finance remote's chart builders; the definition imports this file only
 * when there are results to draw, so chart code stays out of the page's first load.
 */
import { compositionDonut, chartSpecs, growthChart } from '../../charts';
import type { NpsResult } from './nps';

/** Contributions and returns piled up each year, along the ages they are reached at. */
export const npsChartSpec = growthChart<NpsResult>(
  (result) => result.rows.map((row, index) => ({ year: index + 1, deposited: row.totalInvested, balance: row.balance })),
  (result) => result.rows.map((row) => row.age),
);

/** What the corpus at 60 becomes: the lump sum paid out and the annuity bought with the rest. */
export const npsDonutSpec = compositionDonut<NpsResult>('the corpus at retirement', (result) =>
  result.rows.length === 0 ? null : { 'Lump sum': result.lumpSum, 'Annuity purchase': result.annuityPurchase },
);

export const npsChartSpecs = chartSpecs(npsChartSpec, npsDonutSpec);
