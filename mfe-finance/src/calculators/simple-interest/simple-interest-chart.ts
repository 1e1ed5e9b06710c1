import { compositionSpec, type ChartSpecBuilder, type DonutSpecBuilder } from '../../charts/chart-spec';
import { financeChart } from '../../charts/finance-chart';
import { growthSpec } from '../../charts/growth-chart';
import type { SimpleInterestResult } from './simple-interest';

/** The principal vs the interest piling up in equal steps, year by year. */
export const simpleInterestChartSpec: ChartSpecBuilder<SimpleInterestResult> = (result, format) =>
  growthSpec(
    result.rows.map((row) => ({ year: row.year, deposited: result.principal, balance: row.totalAmount })),
    format,
  );

/** What the total amount is made of: the principal and the interest. */
export const simpleInterestDonutSpec: DonutSpecBuilder<SimpleInterestResult> = (result, format) =>
  result.rows.length === 0
    ? null
    : compositionSpec(
        'the total amount',
        [
          { label: 'Principal', value: result.principal, colorVar: '--chart-1' },
          { label: 'Interest', value: result.interest, colorVar: '--chart-2' },
        ],
        format,
      );

export const SimpleInterestChart = financeChart('simple-interest', simpleInterestChartSpec, simpleInterestDonutSpec);
