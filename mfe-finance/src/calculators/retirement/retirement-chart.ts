/*
 * The Retirement Calculator's charts, built with the finance remote's chart builders; the definition imports this file
 * only when there are results to draw, so chart code stays out of the page's first load.
 */
import type { ChartSpecBuilder } from '../../charts/chart-spec';
import { chartSpecs } from '../../charts/finance-chart';
import type { RetirementResult } from './retirement';

/** Savings at the end of each year of age, the retirement age marked, anything below zero in the error colour. */
export const retirementChartSpec: ChartSpecBuilder<RetirementResult> = (result, format) => {
  const { rows } = result;
  if (rows.length === 0) return null;
  const retiredAt = rows.findIndex((row) => row.status === 'Retired');
  const first = rows[0];
  const last = rows[rows.length - 1];
  const retiring = retiredAt >= 0 ? `, retiring at ${rows[retiredAt].age} (dashed line)` : '';
  const outcome =
    result.depletedAtAge === null
      ? ` The savings stay above zero to the end, with ${format(last.endingSavings)} left at ${last.age}.`
      : ` The savings run out at ${result.depletedAtAge} and fall below zero (in red) to ${format(last.endingSavings)} at ${last.age}.`;
  return {
    labels: rows.map((row) => row.age),
    xTitle: 'Age',
    series: [
      {
        label: 'Savings',
        data: rows.map((row) => row.endingSavings),
        colorVar: '--chart-1',
        type: 'line',
        fill: true,
        negativeColorVar: '--chart-4',
      },
    ],
    marker: retiredAt >= 0 ? { index: retiredAt, label: `Retire ${rows[retiredAt].age}` } : undefined,
    summary: `Line chart of the savings at the end of each year of age from ${first.age} to ${last.age}${retiring}.${outcome}`,
  };
};

export const retirementChartSpecs = chartSpecs(retirementChartSpec);
