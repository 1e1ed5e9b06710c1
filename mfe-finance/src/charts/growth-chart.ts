/*
 * The chart most savings calculators draw (deposits and returns year by year), written once so that each calculator's
 * chart file only says where its points come from.
 */
import type { ChartSpec, ChartSpecBuilder, FormatAmount } from './chart-spec';
import { yearsText } from './chart-spec';

export interface GrowthPoint {
  year: number;
  /** Money paid in so far. */
  deposited: number;
  /** The balance at the end of the year. */
  balance: number;
}

/** Deposits and returns piled up per year (SIP, lump sum): the two bars add up to the year's balance. */
export function growthSpec(points: GrowthPoint[], format: FormatAmount): ChartSpec | null {
  const last = points.at(-1);
  if (!last) return null;
  const growth = (point: GrowthPoint) => point.balance - point.deposited;
  return {
    labels: points.map((point) => point.year),
    xTitle: 'Year',
    series: [
      { label: 'Deposits', data: points.map((point) => point.deposited), colorVar: '--chart-1', type: 'bar', stacked: true },
      { label: 'Returns', data: points.map(growth), colorVar: '--chart-2', type: 'bar', stacked: true },
    ],
    summary:
      `Stacked bar chart of the money paid in and the growth on it at the end of each year. After ${yearsText(points.length)}: ` +
      `${format(last.deposited)} paid in and ${format(growth(last))} of growth, ${format(last.balance)} in all.`,
  };
}

/**
 * A calculator's growth chart from its result's points (`growthChart((result) => result.rows.map(…))`), drawn along
 * the ages `ages` gives instead of the years when there is one (NPS, EPF, Sukanya Samriddhi).
 */
export function growthChart<R>(points: (result: R) => GrowthPoint[], ages?: (result: R) => number[]): ChartSpecBuilder<R> {
  return (result, format) => {
    const spec = growthSpec(points(result), format);
    return spec && ages ? { ...spec, labels: ages(result), xTitle: 'Age' } : spec;
  };
}
