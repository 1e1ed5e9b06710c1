import type { ChartSpecBuilder } from '../../charts/chart-spec';
import { financeChart } from '../../charts/finance-chart';
import { growthSpec } from '../../charts/growth-chart';
import type { SipResult } from './sip';

/** Deposits vs returns, year by year. */
export const sipChartSpec: ChartSpecBuilder<SipResult> = (result, format) =>
  growthSpec(
    result.rows.map((row) => ({ year: row.year, deposited: row.totalDeposit, balance: row.maturityAmount })),
    format,
  );

export const SipChart = financeChart('sip', sipChartSpec);
