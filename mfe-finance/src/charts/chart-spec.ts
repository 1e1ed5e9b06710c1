/*
 * What a finance chart shows, with no drawing code: the calculators describe their chart as a ChartSpec, and the
 * one chart component (finance-chart-canvas.tsx, the only module that imports chart.js) draws any spec.
 */

/** A colour of the design system, read from the page's CSS variables when the chart is drawn (both themes). */
export type ChartColorVar = '--chart-1' | '--chart-2' | '--chart-3' | '--chart-4';

export interface ChartSeries {
  /** Shown in the legend and the tooltip. */
  label: string;
  /** One amount per label, in the visitor's currency. */
  data: number[];
  colorVar: ChartColorVar;
  type: 'bar' | 'line';
  /** Bars with `stacked` are piled on one another (deposits + returns = balance). */
  stacked?: boolean;
  /** A line with `fill` shades the area between it and zero. */
  fill?: boolean;
  /** The colour of the parts of a line below zero (retirement savings that ran out). */
  negativeColorVar?: ChartColorVar;
  /** Drawn dashed: a comparison's scenario A, beside B's solid lines. */
  dashed?: boolean;
}

export interface ChartMarker {
  /** Index into `labels` where the dashed vertical line is drawn. */
  index: number;
  /** Drawn beside the line ('Retire 55'). */
  label: string;
}

export interface ChartSpec {
  /** The x axis: years (1, 2, …) or ages. */
  labels: (string | number)[];
  /** The x axis title and the tooltip's heading word ('Year', 'Age'). */
  xTitle: string;
  series: ChartSeries[];
  marker?: ChartMarker;
  /** One or two sentences for screen readers: the chart's aria-label and the canvas fallback. */
  summary: string;
}

/** Formats an amount in the visitor's currency (useCurrencyFormat().format). */
export type FormatAmount = (value: number) => string;

/** Builds the chart of a result; null when there is nothing worth drawing (no rows). */
export type ChartSpecBuilder<R> = (result: R, format: FormatAmount) => ChartSpec | null;

/**
 * Two scenarios' charts as one: every series of each as a line (B solid, A dashed, in the same colours), on the
 * labels of both (years or ages: a point sits at its own label, so A's age 40 is B's age 40), with both summaries.
 */
export function scenariosSpec(a: ChartSpec, b: ChartSpec): ChartSpec {
  const all = [...new Set([...b.labels, ...a.labels])];
  const labels = all.every((label) => typeof label === 'number') ? [...all].sort((x, y) => Number(x) - Number(y)) : all;
  const lines = (spec: ChartSpec, scenario: string, dashed: boolean): ChartSeries[] =>
    spec.series.map((series) => {
      const at = new Map(spec.labels.map((label, index) => [label, series.data[index]]));
      return {
        label: `${scenario}: ${series.label}`,
        data: labels.map((label) => at.get(label) ?? Number.NaN),
        colorVar: series.colorVar,
        type: 'line',
        negativeColorVar: series.negativeColorVar,
        dashed,
      };
    });
  return {
    labels,
    xTitle: b.xTitle,
    series: [...lines(b, 'Scenario B', false), ...lines(a, 'Scenario A', true)],
    summary: `Scenario B: ${b.summary} Scenario A, drawn dashed: ${a.summary}`,
  };
}

/** 1, 2, … n as axis labels. */
/** A repayment schedule's years as two stacked bars: the principal repaid and the interest paid each year. */
export function principalAndInterestBars(rows: readonly { principalPaid: number; interestPaid: number }[]): ChartSeries[] {
  return [
    { label: 'Principal', data: rows.map((row) => row.principalPaid), colorVar: '--chart-1', type: 'bar', stacked: true },
    { label: 'Interest', data: rows.map((row) => row.interestPaid), colorVar: '--chart-3', type: 'bar', stacked: true },
  ];
}

export function yearLabels(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index + 1);
}

/** 'year' or 'years'. */
export function yearsText(count: number): string {
  return `${count} ${count === 1 ? 'year' : 'years'}`;
}

/** One part of a whole (the money invested, the returns on it). */
export interface DonutSegment {
  label: string;
  value: number;
  colorVar: ChartColorVar;
}

/** A donut: what a total is made of. */
export interface DonutSpec {
  /** What the whole is ('the maturity amount'). */
  total: string;
  segments: DonutSegment[];
  /** The text alternative, as for the other charts: the aria-label and the canvas fallback. */
  summary: string;
}

/** Builds the donut of a result; null when there is nothing to split (nothing yet, or a part below zero). */
export type DonutSpecBuilder<R> = (result: R, format: FormatAmount) => DonutSpec | null;

/** 'Donut chart of the maturity amount, $X: $A invested (60 %) and $B of returns (40 %).' */
export function compositionSpec(total: string, segments: DonutSegment[], format: FormatAmount): DonutSpec | null {
  const sum = segments.reduce((acc, segment) => acc + segment.value, 0);
  if (!(sum > 0) || segments.some((segment) => !Number.isFinite(segment.value) || segment.value < 0)) return null;
  const share = (value: number) => `${Math.round((value / sum) * 100)}%`;
  const parts = segments.map((segment) => `${format(segment.value)} ${segment.label.toLowerCase()} (${share(segment.value)})`);
  return {
    total,
    segments,
    summary: `Donut chart of ${total}, ${format(sum)}: ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}.`,
  };
}

/**
 * A calculator's donut of what a total is made of: `parts` names each part by its label, in order, and the parts take
 * `colors` in the same order (what was put in, then what it earned). None while `parts` gives null (no rows yet).
 */
export function compositionDonut<R>(
  total: string,
  parts: (result: R) => Record<string, number> | null,
  colors: readonly ChartColorVar[] = ['--chart-1', '--chart-2'],
): DonutSpecBuilder<R> {
  return (result, format) => {
    const values = parts(result);
    if (!values) return null;
    const segments = Object.entries(values).map(([label, value], index) => ({ label, value, colorVar: colors[index] }));
    return compositionSpec(total, segments, format);
  };
}
