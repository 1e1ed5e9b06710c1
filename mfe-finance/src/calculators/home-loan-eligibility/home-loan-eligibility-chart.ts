import { chartSpecs } from '../../charts';
import { loanChartSpec, loanDonutSpec } from '../../finance-library/loan/loan-chart';
import type { HomeLoanEligibilityResult } from './home-loan-eligibility';

/** The eligible loan's repayments year by year, as the Loan calculator draws them. */
export const homeLoanEligibilityChartSpecs = chartSpecs<HomeLoanEligibilityResult>(
  (result, format) => loanChartSpec(result.loan, format),
  (result, format) => loanDonutSpec(result.loan, format),
);
