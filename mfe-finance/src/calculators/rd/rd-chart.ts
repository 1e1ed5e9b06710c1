import { compositionSpec, type ChartSpecBuilder, type DonutSpecBuilder } from '../../charts/chart-spec';
import { financeChart } from '../../charts/finance-chart';
import { growthSpec } from '../../charts/growth-chart';
import type { RdResult } from './rd';

/** Deposits vs interest at the end of each year (the last one at maturity). */
export const rdChartSpec: ChartSpecBuilder<RdResult> = (result, format) =>
  growthSpec(
    result.years.map((row) => ({ year: row.year, deposited: row.totalDeposited, balance: row.endBalance })),
    format,
  );

/** What the maturity amount is made of: the instalments and the interest. */
export const rdDonutSpec: DonutSpecBuilder<RdResult> = (result, format) =>
  result.months.length === 0
    ? null
    : compositionSpec(
        'the maturity amount',
        [
          { label: 'Deposited', value: result.totalDeposited, colorVar: '--chart-1' },
          { label: 'Interest', value: result.totalInterest, colorVar: '--chart-2' },
        ],
        format,
      );

export const RdChart = financeChart('rd', rdChartSpec, rdDonutSpec);
