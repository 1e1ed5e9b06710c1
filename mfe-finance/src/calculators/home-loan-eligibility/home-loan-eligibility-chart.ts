/*
 * The Home Loan Eligibility Calculator's charts, built with the finance remote's chart builders; the definition imports
 * this file only when there are results to draw, so chart code stays out of the page's first load.
 */
import { chartSpecs } from '../../charts';
import { loanChartSpec, loanDonutSpec } from '../../finance-library/loan/loan-chart';
import type { HomeLoanEligibilityResult } from './home-loan-eligibility';

/** The eligible loan's repayments year by year, as the Loan calculator draws them. */
export const homeLoanEligibilityChartSpecs = chartSpecs<HomeLoanEligibilityResult>(
  (result, format) => loanChartSpec(result.loan, format),
  (result, format) => loanDonutSpec(result.loan, format),
);
