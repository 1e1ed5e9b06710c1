import { compositionSpec, type ChartSpecBuilder, type DonutSpecBuilder } from '../../charts/chart-spec';
import { financeChart } from '../../charts/finance-chart';
import { growthSpec } from '../../charts/growth-chart';
import type { SipResult } from './sip';

/** Deposits vs returns, year by year. */
export const sipChartSpec: ChartSpecBuilder<SipResult> = (result, format) =>
  growthSpec(
    result.rows.map((row) => ({ year: row.year, deposited: row.totalDeposit, balance: row.maturityAmount })),
    format,
  );

/** What the maturity amount is made of: the money invested and the returns on it. */
export const sipDonutSpec: DonutSpecBuilder<SipResult> = (result, format) =>
  result.rows.length === 0
    ? null
    : compositionSpec(
        'the maturity amount',
        [
          { label: 'Invested', value: result.totalDeposit, colorVar: '--chart-1' },
          { label: 'Returns', value: result.totalReturns, colorVar: '--chart-2' },
        ],
        format,
      );

export const SipChart = financeChart('sip', sipChartSpec, sipDonutSpec);
