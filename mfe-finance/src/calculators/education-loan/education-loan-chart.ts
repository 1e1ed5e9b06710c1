/*
 * The Education Loan Calculator's charts, built with the finance remote's chart builders; the definition imports this
 * file only when there are results to draw, so chart code stays out of the page's first load.
 */
import { chartSpecs, compositionDonut, principalAndInterestBars, yearsText, type ChartSpecBuilder } from '../../charts';
import type { EducationLoanResult } from './education-loan';

/** Each year's payments split into principal and interest: nothing, or interest only, through the moratorium. */
export const educationLoanChartSpec: ChartSpecBuilder<EducationLoanResult> = (result, format) => {
  const { rows } = result;
  if (rows.length === 0) return null;
  return {
    labels: rows.map((row) => row.year),
    xTitle: 'Year',
    series: principalAndInterestBars(rows),
    summary:
      `Stacked bar chart of each year's payments split into principal and interest, over ${yearsText(rows.length)}: ` +
      `${format(result.totalInterest)} of interest in all, ${result.added ? `${format(result.interestAdded)} of it added to the loan during the moratorium` : 'the moratorium’s paid month by month'}.`,
  };
};

/** What the total payment is made of: the loan and the interest on it. */
export const educationLoanDonutSpec = compositionDonut<EducationLoanResult>(
  'the total payment',
  (result) =>
    result.rows.length === 0 ? null : { Principal: result.totalPayment - result.totalInterest, Interest: result.totalInterest },
  ['--chart-1', '--chart-3'],
);

export const educationLoanChartSpecs = chartSpecs(educationLoanChartSpec, educationLoanDonutSpec);
