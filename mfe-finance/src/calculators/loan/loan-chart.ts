/*
 * The Loan Calculator's charts, built with the finance remote's chart builders; the definition imports this file only
 * when there are results to draw, so chart code stays out of the page's first load.
 */
import { chartSpecs } from '../../charts';
import { loanChartSpec, loanDonutSpec } from '../../finance-library/loan/loan-chart';
import type { LoanPrepaymentResult } from './loan-prepayment';

export const loanChartSpecs = chartSpecs<LoanPrepaymentResult>(loanChartSpec, loanDonutSpec);
