/*
 * The Home Loan Eligibility Calculator as data: its fields, figures, report and chart, from which the calculator
 * scaffold of @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, BOUNDS, rateField, yearsField, type CalculatorDefinition } from '@calc/shared';
import type { LoanRow } from '../../finance-library/loan/loan';
import {
  calculateHomeLoanEligibility,
  EMPTY_ELIGIBILITY,
  type HomeLoanEligibilityInputs,
  type HomeLoanEligibilityResult,
} from './home-loan-eligibility';
import { financeChart } from '../../charts/finance-chart';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { annualInterestRateField, loanTotalInterest, loanTotalPayment } from '../../finance-library/finance-presets';
import { HOME_LOAN_ELIGIBILITY_EXAMPLE_INPUTS } from './home-loan-eligibility-example';

/** The share of net income lenders commonly allow for all EMIs together. */
export const DEFAULT_EMI_SHARE = 50;

export const homeLoanEligibilityDefinition: CalculatorDefinition<
  keyof HomeLoanEligibilityInputs,
  HomeLoanEligibilityResult,
  LoanRow
> = {
  id: 'home-loan-eligibility',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...HOME_LOAN_ELIGIBILITY_EXAMPLE_INPUTS },
    label: (money) =>
      `a net income of ${money(HOME_LOAN_ELIGIBILITY_EXAMPLE_INPUTS.netMonthlyIncome)} a month, ${money(HOME_LOAN_ELIGIBILITY_EXAMPLE_INPUTS.existingEmis)} already in EMIs`,
  },
  fields: [
    amountField('netMonthlyIncome', 'Net Monthly Income', {
      placeholder: 'e.g. 100000',
      hint: 'Take-home pay each month, after tax.',
    }),
    amountField('existingEmis', 'Existing Monthly EMIs', { placeholder: 'e.g. 10000', hint: 'Enter 0 if you have none.' }),
    annualInterestRateField('e.g. 8.5'),
    yearsField('tenure', 'Loan Tenure (Years)', { max: 50, placeholder: 'e.g. 20' }),
    rateField('emiShare', 'Share of Income for EMIs (%)', {
      ...BOUNDS.positiveRate,
      defaultValue: DEFAULT_EMI_SHARE,
      placeholder: `e.g. ${DEFAULT_EMI_SHARE}`,
      hint: 'Of net income, for all EMIs together; lenders commonly allow 50 to 60%.',
    }),
  ],
  compute: calculateHomeLoanEligibility,
  emptyResult: EMPTY_ELIGIBILITY,
  Chart: financeChart(
    'home-loan-eligibility',
    () => import('./home-loan-eligibility-chart').then((chart) => chart.homeLoanEligibilityChartSpecs),
    { donut: true },
  ),
  results: [
    { label: 'Eligible Loan Amount', value: (r) => r.eligibleLoanAmount, format: 'currency', headline: true },
    { label: 'Affordable EMI', value: (r) => r.affordableEmi, format: 'currency' },
    loanTotalPayment(),
    loanTotalInterest(),
  ],
  // Empty results have no tenure; a calculation always has one.
  message: (r) =>
    r.tenure > 0 && !r.eligible
      ? {
          tone: 'bad',
          text: 'No loan is eligible: your existing EMIs already take up all of the share of income for EMIs. Lower the existing EMIs or raise the share.',
        }
      : null,
  resultLinks: (r) =>
    r.eligible
      ? [
          {
            label: 'Open in the Loan Calculator',
            path: 'loan-calculator',
            query: { loanAmount: r.loanAmountToTheCent, annualRate: r.annualRate, tenure: r.tenure },
          },
        ]
      : [],
  report: yearlyBreakdown(
    {
      'Total Payment': 'totalPayment',
      'Principal Paid': 'principalPaid',
      'Interest Paid': 'interestPaid',
      'Remaining Balance': 'remainingBalance',
    },
    { rows: (r) => r.loan.rows },
  ),
};
