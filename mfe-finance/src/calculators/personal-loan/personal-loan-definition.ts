/*
 * The Personal Loan Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of
 * @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, rateField, type CalculatorDefinition } from '@calc/shared';
import type { LoanMonth, LoanRow } from '../../finance-library/loan/loan';
import { calculatePersonalLoan, EMPTY_PERSONAL_LOAN, type PersonalLoanInputs, type PersonalLoanResult } from './personal-loan';
import { financeChart } from '../../charts/finance-chart';
import { monthlySchedule, yearlyBreakdown } from '../../finance-library/breakdowns';
import { annualInterestRateField, loanTotalInterest, loanTotalPayment } from '../../finance-library/finance-presets';
import { LOAN_TAX_FY_2025_26 as RULES } from '../../rules/india/loan-tax-fy-2025-26';
import { personalLoanModes } from './personal-loan-modes';
import { PERSONAL_LOAN_EXAMPLE_INPUTS } from './personal-loan-example';

/** The longest personal loan the page takes: 10 years. */
export const MAX_TENURE_MONTHS = 120;
/** The highest processing fee the page takes, percent of the loan (lenders charge up to about 6 %). */
export const MAX_PROCESSING_FEE = 10;

export const personalLoanDefinition: CalculatorDefinition<keyof PersonalLoanInputs, PersonalLoanResult, LoanRow> = {
  id: 'personal-loan',
  example: {
    values: { ...PERSONAL_LOAN_EXAMPLE_INPUTS },
    label: (money) =>
      `${money(PERSONAL_LOAN_EXAMPLE_INPUTS.loanAmount)} at ${PERSONAL_LOAN_EXAMPLE_INPUTS.annualRate}% for ${PERSONAL_LOAN_EXAMPLE_INPUTS.tenureMonths} months, a ${PERSONAL_LOAN_EXAMPLE_INPUTS.processingFee}% fee`,
  },
  // The GST on the fee is Indian law: the page is in rupees.
  fixedCurrency: RULES.currency,
  fields: [
    amountField('loanAmount', 'Loan Amount', { placeholder: 'e.g. 500000' }),
    annualInterestRateField('e.g. 11'),
    {
      name: 'tenureMonths',
      label: 'Tenure (Months)',
      kind: 'number',
      min: 1,
      max: MAX_TENURE_MONTHS,
      integer: true,
      placeholder: 'e.g. 36',
    },
    rateField('processingFee', 'Processing Fee (%)', {
      min: 0,
      max: MAX_PROCESSING_FEE,
      required: false,
      placeholder: 'e.g. 2',
      hint: `Of the loan, deducted from it; ${RULES.processingFeeGst}% GST is added on the fee.`,
    }),
  ],
  compute: (values) => calculatePersonalLoan(values),
  modes: personalLoanModes,
  emptyResult: EMPTY_PERSONAL_LOAN,
  Chart: financeChart('personal-loan', () => import('./personal-loan-chart').then((chart) => chart.personalLoanChartSpecs), {
    donut: true,
  }),
  results: [
    { label: 'EMI', value: (r) => r.emi, format: 'currency', headline: true },
    { label: `Processing Fee + ${RULES.processingFeeGst}% GST`, value: (r) => r.feeWithGst, format: 'currency' },
    { label: 'Amount in Hand', value: (r) => r.amountInHand, format: 'currency' },
    { label: 'APR (True Annual Rate)', value: (r) => r.apr, format: 'percent', headline: true },
    { label: 'Effective Annual Rate', value: (r) => r.effectiveRate, format: 'percent' },
    loanTotalInterest(),
    loanTotalPayment(),
    { label: 'Total Cost (Interest + Fee)', value: (r) => r.totalCost, format: 'currency' },
  ],
  message: (r) =>
    r.tenureMonths > 0 && r.feeWithGst > 0
      ? {
          tone: 'bad',
          text: `The fee and its GST come out of the loan: you repay the whole loan on less money in hand, so the true rate (APR) is above the ${r.annualRate}% quoted.`,
        }
      : null,
  report: yearlyBreakdown({
    'Total Payment': 'totalPayment',
    'Principal Paid': 'principalPaid',
    'Interest Paid': 'interestPaid',
    'Remaining Balance': 'remainingBalance',
  }),
  extraReports: [
    monthlySchedule<PersonalLoanResult, LoanMonth>({
      EMI: 'payment',
      'Principal Paid': 'principalPaid',
      'Interest Paid': 'interestPaid',
      'Remaining Balance': 'remainingBalance',
    }),
  ],
};
