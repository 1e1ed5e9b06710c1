/*
 * The single-value line chart that CAGR and Inflation share, written once so that their chart files only give the
 * values and the words.
 */
import type { ChartColorVar, ChartSpec } from './chart-spec';

/** One filled line of a value from year 0 (its start) to the end of each year: CAGR and inflation. */
export function valueOverYearsSpec(
  start: number,
  rows: { year: number; yearEndValue: number }[],
  series: { label: string; colorVar: ChartColorVar },
  summary: (last: number) => string,
): ChartSpec | null {
  if (rows.length === 0) return null;
  return {
    labels: [0, ...rows.map((row) => row.year)],
    xTitle: 'Year',
    series: [{ ...series, data: [start, ...rows.map((row) => row.yearEndValue)], type: 'line', fill: true }],
    summary: summary(rows[rows.length - 1].yearEndValue),
  };
}
