import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { retryImport, useCurrencyFormat } from '@calc/shared';
import { scenariosSpec, type ChartSpecBuilder, type DonutSpecBuilder } from './chart-spec';
import { ChartBoundary, withTimeLimit } from './chart-boundary';

/*
 * The chart of a result, as a calculator definition's `Chart`. This module holds no chart code: the canvas and
 * chart.js come from a separate chunk fetched by the dynamic import below, the first time a chart is shown
 * (after Calculate), never with the page. A chunk that fails is asked for again (retryImport); one that still
 * fails, or never arrives, leaves the chart's place saying so with Retry (ChartBoundary): the figures and the
 * report are untouched.
 */
const loadCanvas = () => import(/* webpackChunkName: "finance-chart" */ './finance-chart-canvas');

/**
 * The chart's components, made anew for each attempt (React keeps a lazy component's failure for good): the chunk
 * is asked for again on failure (retryImport), and a chunk that has not arrived in CHART_TIME_LIMIT_MS is a failure
 * the page says, with Retry.
 */
function chartParts() {
  const load = withTimeLimit(retryImport(loadCanvas));
  return {
    Canvas: lazy(load),
    Donut: lazy(() => load().then((module) => ({ default: module.DonutCanvas }))),
  };
}

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
): ComponentType<{ result: R; compareWith?: R }> {
  /** With `compareWith` (scenario A of a comparison), both scenarios' lines in one chart, and no donut. */
  function FinanceChart({ result, compareWith }: { result: R; compareWith?: R }) {
    const { format } = useCurrencyFormat();
    const [attempt, setAttempt] = useState(0);
    // A new attempt (Retry) makes new parts, so the chunk is asked for again.
    const { Canvas, Donut } = useMemo(chartParts, [attempt]);
    const retry = () => setAttempt((count) => count + 1);
    const spec = useMemo(() => {
      const own = build(result, format);
      const other = compareWith === undefined ? null : build(compareWith, format);
      return own && other ? scenariosSpec(other, own) : own;
    }, [result, compareWith, format]);
    const donutSpec = useMemo(
      () => (donut && compareWith === undefined ? donut(result, format) : null),
      [result, compareWith, format],
    );
    if (!spec || spec.labels.length === 0) return null;
    const chart = (
      <ChartFrame data-chart={id}>
        <ChartBoundary key={attempt} onRetry={retry}>
          <Suspense fallback={null}>
            <Canvas spec={spec} />
          </Suspense>
        </ChartBoundary>
      </ChartFrame>
    );
    if (!donutSpec) return chart;
    return (
      <Pair>
        {chart}
        <DonutFrame data-chart={`${id}-donut`}>
          <ChartBoundary key={attempt} onRetry={retry}>
            <Suspense fallback={null}>
              <Donut spec={donutSpec} />
            </Suspense>
          </ChartBoundary>
        </DonutFrame>
      </Pair>
    );
  }
  FinanceChart.displayName = `FinanceChart(${id})`;
  return FinanceChart;
}
