/*
 * The Personal Loan Calculator's charts, built with the finance remote's chart builders; the definition imports this
 * file only when there are results to draw, so chart code stays out of the page's first load.
 */
import { chartSpecs, compositionDonut } from '../../charts';
import { loanChartSpec } from '../../finance-library/loan/loan-chart';
import type { PersonalLoanResult } from './personal-loan';

/** Each year's EMIs split into principal and interest, as the Loan calculator draws them. */
const yearly = loanChartSpec;

/** What the loan costs in all: the amount in hand, and the fee and the interest on top of it. */
const composition = compositionDonut<PersonalLoanResult>(
  'what you repay and pay',
  (result) =>
    result.rows.length === 0
      ? null
      : { 'Amount in hand': result.amountInHand, 'Fee + GST': result.feeWithGst, Interest: result.totalInterest },
  ['--chart-1', '--chart-2', '--chart-3'],
);

export const personalLoanChartSpecs = chartSpecs<PersonalLoanResult>(yearly, composition);
