import type { ChartSpecBuilder } from '../../charts/chart-spec';
import { financeChart } from '../../charts/finance-chart';
import { growthSpec } from '../../charts/growth-chart';
import type { LumpSumResult } from './lump-sum';

/** The one deposit vs the returns on it, year by year. */
export const lumpSumChartSpec: ChartSpecBuilder<LumpSumResult> = (result, format) =>
  growthSpec(
    result.rows.map((row) => ({ year: row.year, deposited: row.totalDeposit, balance: row.endOfYearBalance })),
    format,
  );

export const LumpSumChart = financeChart('lump-sum', lumpSumChartSpec);
