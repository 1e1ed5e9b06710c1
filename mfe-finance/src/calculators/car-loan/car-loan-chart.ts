/*
 * The Car Loan Calculator's charts, built with the finance remote's chart builders; the definition imports this file
 * only when there are results to draw, so chart code stays out of the page's first load.
 */
import { chartSpecs } from '../../charts';
import { loanChartSpec, loanDonutSpec } from '../../finance-library/loan/loan-chart';
import type { CarLoanResult } from './car-loan';

/** The car loan's repayments year by year and what they are made of, as the Loan calculator draws them. */
export const carLoanChartSpecs = chartSpecs<CarLoanResult>(loanChartSpec, loanDonutSpec);
