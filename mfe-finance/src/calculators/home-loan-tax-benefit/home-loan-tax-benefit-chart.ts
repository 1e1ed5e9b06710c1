/*
 * The Home Loan Tax Benefit Calculator's charts, built with the finance remote's chart builders; the definition imports
 * this file only when there are results to draw, so chart code stays out of the page's first load.
 */
import { chartSpecs, yearsText, type ChartSpecBuilder } from '../../charts';
import type { HomeLoanTaxBenefitResult } from './home-loan-tax-benefit';

/** Each year's deductions, interest and principal stacked, and the tax they save. */
export const homeLoanTaxBenefitChartSpec: ChartSpecBuilder<HomeLoanTaxBenefitResult> = (result, format) => {
  const { rows } = result;
  if (rows.length === 0) return null;
  return {
    labels: rows.map((row) => row.year),
    xTitle: 'Year',
    series: [
      {
        label: 'Interest deducted',
        data: rows.map((row) => row.interestDeduction),
        colorVar: '--chart-3',
        type: 'bar',
        stacked: true,
      },
      {
        label: 'Principal deducted',
        data: rows.map((row) => row.principalDeduction),
        colorVar: '--chart-1',
        type: 'bar',
        stacked: true,
      },
      { label: 'Tax saved', data: rows.map((row) => row.taxSaved), colorVar: '--chart-2', type: 'line' },
    ],
    summary:
      `Stacked bar chart of each year's deductions, interest and principal, with the tax they save as a line, over ${yearsText(rows.length)}: ` +
      `${format(result.first.taxSaved)} saved in year 1, ${format(result.totalTaxSaved)} in all under the old regime.`,
  };
};

export const homeLoanTaxBenefitChartSpecs = chartSpecs(homeLoanTaxBenefitChartSpec);
