/*
 * The EPF Calculator's charts, built with the finance remote's chart builders; the definition imports this file only
 * when there are results to draw, so chart code stays out of the page's first load.
 */
import { compositionSpec, chartSpecs, growthChart, type DonutSpecBuilder } from '../../charts';
import type { EpfResult } from './epf';

/** What was paid in (with the balance brought in) and the interest on it, at each age. */
export const epfChartSpec = growthChart<EpfResult>(
  (result) => {
    let paidIn = result.openingBalance;
    return result.rows.map((row) => {
      paidIn += row.employeeContributions + row.employerContributions;
      return { year: row.year, deposited: paidIn, balance: row.closingBalance };
    });
  },
  (result) => result.rows.map((row) => row.age),
);

/** What the corpus is made of. */
export const epfDonutSpec: DonutSpecBuilder<EpfResult> = (result, format) => {
  if (result.rows.length === 0) return null;
  return compositionSpec(
    'the corpus at retirement',
    [
      { label: 'Your contributions', value: result.employeeContributions, colorVar: '--chart-1' },
      { label: 'Employer’s contributions', value: result.employerContributions, colorVar: '--chart-3' },
      { label: 'Interest', value: result.totalInterest, colorVar: '--chart-2' },
      ...(result.openingBalance > 0
        ? [{ label: 'Balance brought in', value: result.openingBalance, colorVar: '--chart-4' as const }]
        : []),
    ],
    format,
  );
};

export const epfChartSpecs = chartSpecs(epfChartSpec, epfDonutSpec);
