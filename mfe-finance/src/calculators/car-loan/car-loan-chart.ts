import { chartSpecs } from '../../charts';
import { loanChartSpec, loanDonutSpec } from '../../finance-library/loan/loan-chart';
import type { CarLoanResult } from './car-loan';

/** The car loan's repayments year by year and what they are made of, as the Loan calculator draws them. */
export const carLoanChartSpecs = chartSpecs<CarLoanResult>(loanChartSpec, loanDonutSpec);
