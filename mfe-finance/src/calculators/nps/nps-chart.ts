import { compositionSpec, type ChartSpecBuilder, type DonutSpecBuilder } from '../../charts/chart-spec';
import { financeChart } from '../../charts/finance-chart';
import { growthSpec } from '../../charts/growth-chart';
import type { NpsResult } from './nps';

/** Contributions and returns piled up each year, along the ages they are reached at. */
export const npsChartSpec: ChartSpecBuilder<NpsResult> = (result, format) => {
  const spec = growthSpec(
    result.rows.map((row, index) => ({ year: index + 1, deposited: row.totalInvested, balance: row.balance })),
    format,
  );
  return spec && { ...spec, labels: result.rows.map((row) => row.age), xTitle: 'Age' };
};

/** What the corpus at 60 becomes: the lump sum paid out and the annuity bought with the rest. */
export const npsDonutSpec: DonutSpecBuilder<NpsResult> = (result, format) =>
  result.rows.length === 0
    ? null
    : compositionSpec(
        'the corpus at retirement',
        [
          { label: 'Lump sum', value: result.lumpSum, colorVar: '--chart-1' },
          { label: 'Annuity purchase', value: result.annuityPurchase, colorVar: '--chart-2' },
        ],
        format,
      );

export const NpsChart = financeChart('nps', npsChartSpec, npsDonutSpec);
