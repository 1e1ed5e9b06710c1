import { chartSpecs } from '../../charts';
import { loanChartSpec, loanDonutSpec } from '../../finance-library/loan/loan-chart';
import type { LoanPrepaymentResult } from './loan-prepayment';

export const loanChartSpecs = chartSpecs<LoanPrepaymentResult>(loanChartSpec, loanDonutSpec);
