import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import styled from 'styled-components';
import { retryImport, useCurrencyFormat } from '@calc/shared';
import type { ChartSpecBuilder, DonutSpecBuilder } from './chart-spec';

/*
 * The chart of a result, as a calculator definition's `Chart`. This module holds no chart code: the canvas and
 * chart.js come from a separate chunk fetched by the dynamic import below, the first time a chart is shown
 * (after Calculate), never with the page. A chunk that fails is asked for again (retryImport); one that still
 * fails reaches the shell, which reloads the remote, and the calculator comes back with what was typed.
 */
const FinanceChartCanvas = lazy(retryImport(() => import(/* webpackChunkName: "finance-chart" */ './finance-chart-canvas')));

/** The donut comes from the same chunk as the other charts: fetched once, with the first chart shown. */
const DonutCanvas = lazy(
  retryImport(() =>
    import(/* webpackChunkName: "finance-chart" */ './finance-chart-canvas').then((module) => ({ default: module.DonutCanvas })),
  ),
);

/** A fixed height, so nothing below moves while the chunk loads or the chart draws; the width follows the card. */
export const ChartFrame = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
  height: 280px;
  margin-top: 20px;
  @media (min-width: 768px) {
    height: 320px;
  }
`;

/** The year-by-year chart and, beside it (below it on a phone), the donut of what the total is made of. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 640px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    column-gap: 20px;
  }
`;

const DonutFrame = styled(ChartFrame)`
  height: 240px;
  @media (min-width: 640px) {
    height: 280px;
  }
  @media (min-width: 768px) {
    height: 320px;
  }
`;

/**
 * The result component of one calculator's chart: `Chart: financeChart('sip', sipChartSpec)`, with
 * `financeChart('sip', sipChartSpec, sipDonutSpec)` adding the donut of the total's parts.
 */
export function financeChart<R>(
  id: string,
  build: ChartSpecBuilder<R>,
  donut?: DonutSpecBuilder<R>,
): ComponentType<{ result: R }> {
  function FinanceChart({ result }: { result: R }) {
    const { format } = useCurrencyFormat();
    const spec = useMemo(() => build(result, format), [result, format]);
    const donutSpec = useMemo(() => (donut ? donut(result, format) : null), [result, format]);
    if (!spec || spec.labels.length === 0) return null;
    const chart = (
      <ChartFrame data-chart={id}>
        <Suspense fallback={null}>
          <FinanceChartCanvas spec={spec} />
        </Suspense>
      </ChartFrame>
    );
    if (!donutSpec) return chart;
    return (
      <Pair>
        {chart}
        <DonutFrame data-chart={`${id}-donut`}>
          <Suspense fallback={null}>
            <DonutCanvas spec={donutSpec} />
          </Suspense>
        </DonutFrame>
      </Pair>
    );
  }
  FinanceChart.displayName = `FinanceChart(${id})`;
  return FinanceChart;
}
