/*
 * The Compound Interest Calculator's charts, built with the finance remote's chart builders; the definition imports
 * this file only when there are results to draw, so chart code stays out of the page's first load.
 */
import { compositionSpec, chartSpecs, growthSpec, type ChartSpecBuilder, type DonutSpecBuilder } from '../../charts';
import type { CompoundInterestResult } from './compound-interest';

/** Money put in vs compound interest, year by year, with the balance at simple interest as a line over them. */
export const compoundInterestChartSpec: ChartSpecBuilder<CompoundInterestResult> = (result, format) => {
  const spec = growthSpec(
    result.rows.map((row) => ({ year: row.year, deposited: row.totalInvested, balance: row.endOfYearBalance })),
    format,
  );
  if (!spec) return null;
  return {
    ...spec,
    series: [
      ...spec.series,
      { label: 'At simple interest', data: result.rows.map((row) => row.simpleBalance), colorVar: '--chart-3', type: 'line' },
    ],
    summary: `${spec.summary} At simple interest the same money would be ${format(result.simpleTotalAmount)}.`,
  };
};

/** What the total amount is made of: the principal, the monthly additions (if any) and the interest. */
export const compoundInterestDonutSpec: DonutSpecBuilder<CompoundInterestResult> = (result, format) =>
  result.rows.length === 0
    ? null
    : compositionSpec(
        'the total amount',
        [
          { label: 'Principal', value: result.principal, colorVar: '--chart-1' },
          ...(result.totalAdditions > 0
            ? [{ label: 'Monthly additions', value: result.totalAdditions, colorVar: '--chart-4' } as const]
            : []),
          { label: 'Interest', value: result.totalInterest, colorVar: '--chart-2' },
        ],
        format,
      );

export const compoundInterestChartSpecs = chartSpecs(compoundInterestChartSpec, compoundInterestDonutSpec);
