import { compositionSpec, type ChartSpecBuilder, type DonutSpecBuilder } from '../../charts/chart-spec';
import { financeChart } from '../../charts/finance-chart';
import { growthSpec } from '../../charts/growth-chart';
import type { PpfResult } from './ppf';

/** The yearly deposits vs the interest on them, year by year. */
export const ppfChartSpec: ChartSpecBuilder<PpfResult> = (result, format) =>
  growthSpec(
    result.rows.map((row) => ({ year: row.year, deposited: row.totalInvested, balance: row.endOfYearBalance })),
    format,
  );

/** What the maturity amount is made of: the deposits and the interest. */
export const ppfDonutSpec: DonutSpecBuilder<PpfResult> = (result, format) =>
  result.rows.length === 0
    ? null
    : compositionSpec(
        'the maturity amount',
        [
          { label: 'Invested', value: result.totalInvested, colorVar: '--chart-1' },
          { label: 'Interest', value: result.totalInterest, colorVar: '--chart-2' },
        ],
        format,
      );

export const PpfChart = financeChart('ppf', ppfChartSpec, ppfDonutSpec);
