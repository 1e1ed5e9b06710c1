import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import styled from 'styled-components';
import { retryImport, useCurrencyFormat } from '@calc/shared';
import type { ChartSpecBuilder } from './chart-spec';

/*
 * The chart of a result, as a calculator definition's `Chart`. This module holds no chart code: the canvas and
 * chart.js come from a separate chunk fetched by the dynamic import below, the first time a chart is shown
 * (after Calculate), never with the page. A chunk that fails is asked for again (retryImport); one that still
 * fails reaches the shell, which reloads the remote, and the calculator comes back with what was typed.
 */
const FinanceChartCanvas = lazy(retryImport(() => import(/* webpackChunkName: "finance-chart" */ './finance-chart-canvas')));

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

/** The result component of one calculator's chart: `Chart: financeChart('sip', sipChartSpec)`. */
export function financeChart<R>(id: string, build: ChartSpecBuilder<R>): ComponentType<{ result: R }> {
  function FinanceChart({ result }: { result: R }) {
    const { format } = useCurrencyFormat();
    const spec = useMemo(() => build(result, format), [result, format]);
    if (!spec || spec.labels.length === 0) return null;
    return (
      <ChartFrame data-chart={id}>
        <Suspense fallback={null}>
          <FinanceChartCanvas spec={spec} />
        </Suspense>
      </ChartFrame>
    );
  }
  FinanceChart.displayName = `FinanceChart(${id})`;
  return FinanceChart;
}
