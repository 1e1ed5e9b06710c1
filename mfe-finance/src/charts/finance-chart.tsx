/*
 * What a finance calculator's definition puts as its Chart: the small, eager half of the charts, which loads the
 * drawing code and the calculator's specs only when a result is shown.
 */
import type { ComponentType, FunctionComponent } from 'react';
import { lazyPart, useCurrencyFormat } from '@calc/shared';
import { ChartFrame, DonutFrame, Pair } from './chart-frames';
import type { ChartContentProps, ChartSpecs } from './chart-content';
import type { ChartSpecBuilder, DonutSpecBuilder } from './chart-spec';

export type { ChartSpecs };

/*
 * The chart of a result, as a calculator definition's `Chart`. Nothing of the chart comes with the page: the first
 * time a chart is shown (after Calculate), its drawing code (chart.js, the canvas) and the calculator's own spec
 * builders (its `*-chart.ts`) are fetched side by side, as one part of the page (lazyPart): a chunk that fails is
 * asked for again; one that still fails, or never arrives, leaves the chart's place saying so with Retry, and the
 * figures and the report are untouched. While the code is on its way, the chart's frames hold its place.
 */
const loadContent = () => import(/* webpackChunkName: "finance-chart" */ './chart-content');

export const CHART_FAILED_MESSAGE = 'The chart could not load. The figures above and the report are complete.';

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
  const chart = lazyPart(
    async () => {
      const [module, specs] = await Promise.all([loadContent(), loadSpecs()]);
      const Content = module.default as ComponentType<ChartContentProps<R>>;
      return function CalculatorChart(props: Omit<ChartContentProps<R>, 'specs'>) {
        return <Content {...props} specs={specs} />;
      };
    },
    {
      message: CHART_FAILED_MESSAGE,
      retryLabel: 'Retry chart',
      fallback: donut ? (
        <Pair>
          <ChartFrame />
          <DonutFrame />
        </Pair>
      ) : (
        <ChartFrame />
      ),
      Frame: ChartFrame,
    },
  );

  /** With `compareWith` (scenario A of a comparison), both scenarios' lines in one chart, and no donut. */
  function FinanceChart({ result, compareWith }: { result: R; compareWith?: R }) {
    const { format } = useCurrencyFormat();
    return <chart.Part id={id} result={result} compareWith={compareWith} format={format} />;
  }
  FinanceChart.displayName = `FinanceChart(${id})`;
  return Object.assign(FinanceChart, { loadSpecs, hasDonut: donut });
}
