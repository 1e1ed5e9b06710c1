/*
 * A result's chart as drawn: its spec (or both scenarios' specs as one), the canvas and, beside it, the donut. This
 * module and chart.js (through finance-chart-canvas.tsx) come in one chunk, fetched the first time a chart is
 * shown (finance-chart.tsx), never with the page.
 */
import { useMemo } from 'react';
import type { ChartSpecBuilder, DonutSpecBuilder, FormatAmount } from './chart-spec';
import { scenariosSpec } from './chart-spec';
import { ChartFrame, DonutFrame, Pair } from './chart-frames';
import FinanceChartCanvas, { DonutCanvas } from './finance-chart-canvas';

/** What one calculator's chart is built from: its spec builder and, when it has one, its donut's. */
export interface ChartSpecs<R> {
  build: ChartSpecBuilder<R>;
  donut?: DonutSpecBuilder<R>;
}

export interface ChartContentProps<R> {
  id: string;
  specs: ChartSpecs<R>;
  result: R;
  /** Scenario A of a comparison: both scenarios' lines in one chart, and no donut. */
  compareWith?: R;
  format: FormatAmount;
}

export default function ChartContent<R>({ id, specs, result, compareWith, format }: ChartContentProps<R>) {
  const spec = useMemo(() => {
    const own = specs.build(result, format);
    const other = compareWith === undefined ? null : specs.build(compareWith, format);
    return own && other ? scenariosSpec(other, own) : own;
  }, [specs, result, compareWith, format]);
  const donutSpec = useMemo(
    () => (specs.donut && compareWith === undefined ? specs.donut(result, format) : null),
    [specs, result, compareWith, format],
  );
  if (!spec || spec.labels.length === 0) return null;
  const chart = (
    <ChartFrame data-chart={id}>
      <FinanceChartCanvas spec={spec} />
    </ChartFrame>
  );
  if (!donutSpec) return chart;
  return (
    <Pair>
      {chart}
      <DonutFrame data-chart={`${id}-donut`}>
        <DonutCanvas spec={donutSpec} />
      </DonutFrame>
    </Pair>
  );
}
