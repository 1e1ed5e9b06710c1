/*
 * The loan chart's two builders (each year's principal and interest, the donut of the total payment): the Loan
 * page's, which the car loan, personal loan and home loan eligibility pages draw too.
 */
import { compositionDonut, principalAndInterestBars, yearsText, type ChartSeries, type ChartSpecBuilder } from '../../charts';
import type { LoanResult } from './loan';

/** Each year's repayments split into principal and interest (and prepayments, when there are any). */
export const loanChartSpec: ChartSpecBuilder<LoanResult> = (result, format) => {
  const { rows } = result;
  if (rows.length === 0) return null;
  const prepaid = rows.reduce((sum, row) => sum + (row.prepayment ?? 0), 0);
  const borrowed = rows.reduce((sum, row) => sum + row.principalPaid, 0) + prepaid;
  return {
    labels: rows.map((row) => row.year),
    xTitle: 'Year',
    series: [
      ...principalAndInterestBars(rows),
      ...(prepaid > 0
        ? [
            {
              label: 'Prepayment',
              data: rows.map((row) => row.prepayment ?? 0),
              colorVar: '--chart-2',
              type: 'bar',
              stacked: true,
            } satisfies ChartSeries,
          ]
        : []),
    ],
    summary:
      `Stacked bar chart of each year's repayments split into principal${prepaid > 0 ? ', interest and prepayments' : ' and interest'}, over ${yearsText(rows.length)}: ` +
      `${format(result.totalInterest)} of interest on ${format(borrowed)} borrowed${prepaid > 0 ? `, ${format(prepaid)} of it prepaid` : ''}. Interest is most of the early payments and shrinks as the debt falls.`,
  };
};

/** What the total payment is made of: the principal and the interest on it. */
export const loanDonutSpec = compositionDonut<LoanResult>(
  'the total payment',
  (result) =>
    result.rows.length === 0 ? null : { Principal: result.totalPayment - result.totalInterest, Interest: result.totalInterest },
  ['--chart-1', '--chart-3'],
);
