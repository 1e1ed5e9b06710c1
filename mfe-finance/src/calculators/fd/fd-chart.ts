import { compositionSpec, type ChartSpecBuilder, type DonutSpecBuilder } from '../../charts/chart-spec';
import { financeChart } from '../../charts/finance-chart';
import { growthSpec } from '../../charts/growth-chart';
import type { FdResult } from './fd';

/** The deposit vs the interest on it, year by year. */
export const fdChartSpec: ChartSpecBuilder<FdResult> = (result, format) =>
  growthSpec(
    result.rows.map((row) => ({ year: row.year, deposited: result.depositAmount, balance: row.endOfYearBalance })),
    format,
  );

/** What the maturity amount is made of: the deposit and the interest. */
export const fdDonutSpec: DonutSpecBuilder<FdResult> = (result, format) =>
  result.rows.length === 0
    ? null
    : compositionSpec(
        'the maturity amount',
        [
          { label: 'Deposit', value: result.depositAmount, colorVar: '--chart-1' },
          { label: 'Interest', value: result.totalInterest, colorVar: '--chart-2' },
        ],
        format,
      );

export const FdChart = financeChart('fd', fdChartSpec, fdDonutSpec);
