import { lazy, Suspense, useState, type ComponentType, type FunctionComponent } from 'react';
import { retryImport, useCurrencyFormat, withTimeLimit } from '@calc/shared';
import { ChartBoundary } from './chart-boundary';
import { ChartFrame, DonutFrame, Pair } from './chart-frames';
import type { ChartContentProps, ChartSpecs } from './chart-content';
import type { ChartSpecBuilder, DonutSpecBuilder } from './chart-spec';

export type { ChartSpecs };

/*
 * The chart of a result, as a calculator definition's `Chart`. Nothing of the chart comes with the page: the first
 * time a chart is shown (after Calculate), its drawing code (chart.js, the canvas) and the calculator's own spec
 * builders (its `*-chart.ts`) are fetched side by side. A chunk that fails is asked for again (retryImport); one
 * that still fails, or never arrives, leaves the chart's place saying so with Retry (ChartBoundary): the figures
 * and the report are untouched. While the code is on its way, the chart's frames hold its place.
 */
const loadContent = () => import(/* webpackChunkName: "finance-chart" */ './chart-content');

/** A calculator's chart file exports its builders as `chartSpecs(spec, donut)`. */
export function chartSpecs<R>(build: ChartSpecBuilder<R>, donut?: DonutSpecBuilder<R>): ChartSpecs<R> {
  return { build, donut };
}

export type FinanceChartComponent<R> = FunctionComponent<{ result: R; compareWith?: R }> & {
  /** The chart's builders, from the calculator's chart chunk (a test checks `hasDonut` against them). */
  loadSpecs: () => Promise<ChartSpecs<R>>;
  hasDonut: boolean;
};

/**
 * The result component of one calculator's chart, its builders in a chunk of their own:
 * `Chart: financeChart('sip', () => import('./sip-chart').then((chart) => chart.sipChartSpecs), { donut: true })`,
 * `donut` saying whether the chart has the donut of the total's parts beside it (the frames held while loading).
 */
export function financeChart<R>(
  id: string,
  loadSpecs: () => Promise<ChartSpecs<R>>,
  { donut = false }: { donut?: boolean } = {},
): FinanceChartComponent<R> {
  // Made anew for each attempt (React keeps a lazy component's failure for good): Retry asks for the chunks again.
  const content = () =>
    lazy(
      withTimeLimit(
        retryImport(async () => {
          const [module, specs] = await Promise.all([loadContent(), loadSpecs()]);
          const Content = module.default as ComponentType<ChartContentProps<R>>;
          function CalculatorChart(props: Omit<ChartContentProps<R>, 'specs'>) {
            return <Content {...props} specs={specs} />;
          }
          return { default: CalculatorChart };
        }),
      ),
    );
  const frames = donut ? (
    <Pair>
      <ChartFrame />
      <DonutFrame />
    </Pair>
  ) : (
    <ChartFrame />
  );

  /** With `compareWith` (scenario A of a comparison), both scenarios' lines in one chart, and no donut. */
  function FinanceChart({ result, compareWith }: { result: R; compareWith?: R }) {
    const { format } = useCurrencyFormat();
    const [{ attempt, Content }, setAttempt] = useState(() => ({ attempt: 0, Content: content() }));
    const retry = () => setAttempt((last) => ({ attempt: last.attempt + 1, Content: content() }));
    return (
      <ChartBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={frames}>
          <Content id={id} result={result} compareWith={compareWith} format={format} />
        </Suspense>
      </ChartBoundary>
    );
  }
  FinanceChart.displayName = `FinanceChart(${id})`;
  return Object.assign(FinanceChart, { loadSpecs, hasDonut: donut });
}
