import { compositionSpec, type ChartSpecBuilder, type DonutSpecBuilder } from '../../charts/chart-spec';
import { financeChart } from '../../charts/finance-chart';
import { growthSpec } from '../../charts/growth-chart';
import type { LumpSumResult } from './lump-sum';

/** The one deposit vs the returns on it, year by year. */
export const lumpSumChartSpec: ChartSpecBuilder<LumpSumResult> = (result, format) =>
  growthSpec(
    result.rows.map((row) => ({ year: row.year, deposited: row.totalDeposit, balance: row.endOfYearBalance })),
    format,
  );

/** What the maturity amount is made of: the sum invested and the returns on it. */
export const lumpSumDonutSpec: DonutSpecBuilder<LumpSumResult> = (result, format) => {
  const last = result.rows.at(-1);
  if (!last) return null;
  return compositionSpec(
    'the maturity amount',
    [
      { label: 'Invested', value: last.totalDeposit, colorVar: '--chart-1' },
      { label: 'Returns', value: last.endOfYearBalance - last.totalDeposit, colorVar: '--chart-2' },
    ],
    format,
  );
};

export const LumpSumChart = financeChart('lump-sum', lumpSumChartSpec, lumpSumDonutSpec);
