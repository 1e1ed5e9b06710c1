/*
 * The Education Loan Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of
 * @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, choiceField, yearsField, type CalculatorDefinition } from '@calc/shared';
import {
  calculateEducationLoan,
  EMPTY_EDUCATION_LOAN,
  MORATORIUM_INTEREST,
  type EducationLoanInputs,
  type EducationLoanMonth,
  type EducationLoanResult,
  type EducationLoanRow,
} from './education-loan';
import { financeChart } from '../../charts/finance-chart';
import { monthlySchedule, yearlyBreakdown } from '../../finance-library/breakdowns';
import { annualInterestRateField } from '../../finance-library/finance-presets';
import { LOAN_TAX_FY_2025_26 as RULES } from '../../rules/india/loan-tax-fy-2025-26';
import { EDUCATION_LOAN_EXAMPLE_INPUTS } from './education-loan-example';
import { educationLoanModes } from './education-loan-modes';

/** The longest moratorium the page takes: a long course (up to 8 years with the grace period). */
export const MAX_MORATORIUM_MONTHS = 96;

/** The Interest Added column: only when the moratorium's interest is added to the loan. */
const interestAddedColumn = <Row extends { interestAdded: number }>() => ({
  value: (row: Row) => row.interestAdded,
  format: 'currency' as const,
  shown: (rows: Row[]) => rows.some((row) => row.interestAdded > 0),
});

const added = (r: EducationLoanResult) => r.added && r.moratoriumMonths > 0;
const paidMonthly = (r: EducationLoanResult) => !r.added && r.moratoriumMonths > 0;

export const educationLoanDefinition: CalculatorDefinition<keyof EducationLoanInputs, EducationLoanResult, EducationLoanRow> = {
  id: 'education-loan',
  example: {
    values: { ...EDUCATION_LOAN_EXAMPLE_INPUTS },
    label: (money) =>
      `${money(EDUCATION_LOAN_EXAMPLE_INPUTS.loanAmount)} at ${EDUCATION_LOAN_EXAMPLE_INPUTS.annualRate}%, ${EDUCATION_LOAN_EXAMPLE_INPUTS.moratoriumMonths} months of moratorium, repaid over ${EDUCATION_LOAN_EXAMPLE_INPUTS.repaymentTenure} years`,
  },
  // Section 80E and the banks' moratorium are Indian: the page is in rupees.
  fixedCurrency: RULES.currency,
  fields: [
    amountField('loanAmount', 'Loan Amount', { placeholder: 'e.g. 1000000' }),
    annualInterestRateField('e.g. 10'),
    {
      name: 'moratoriumMonths',
      label: 'Moratorium (Months)',
      kind: 'number',
      min: 0,
      max: MAX_MORATORIUM_MONTHS,
      integer: true,
      placeholder: 'e.g. 60',
      hint: 'The course plus the grace period after it (often 6 to 12 months); 0 if repayment starts at once.',
    },
    yearsField('repaymentTenure', 'Repayment Tenure (Years)', { max: 30, placeholder: 'e.g. 10' }),
    choiceField('moratoriumInterest', 'During the Moratorium', [
      { value: MORATORIUM_INTEREST.added, label: 'Interest Added to the Loan' },
      { value: MORATORIUM_INTEREST.paidMonthly, label: 'Interest Paid Monthly' },
    ]),
  ],
  compute: (values) => calculateEducationLoan(values),
  modes: educationLoanModes,
  emptyResult: EMPTY_EDUCATION_LOAN,
  Chart: financeChart('education-loan', () => import('./education-loan-chart').then((chart) => chart.educationLoanChartSpecs), {
    donut: true,
  }),
  results: [
    { label: 'EMI', value: (r) => r.emi, format: 'currency', headline: true },
    { label: 'Interest Added to the Loan', value: (r) => r.interestAdded, format: 'currency', shown: added },
    { label: 'Amount Repaid by EMIs', value: (r) => r.amountRepaid, format: 'currency', shown: added },
    {
      label: 'Interest Paid Monthly During the Moratorium',
      value: (r) => r.moratoriumMonthlyInterest,
      format: 'currency',
      shown: paidMonthly,
    },
    { label: 'Total Interest Payable', value: (r) => r.totalInterest, format: 'currency' },
    { label: 'Total Payment (Principal + Interest)', value: (r) => r.totalPayment, format: 'currency' },
    {
      label: `Section 80E Deduction (${RULES.educationLoan.deductionYears} Years)`,
      value: (r) => r.deduction80E,
      format: 'currency',
    },
  ],
  message: (r) =>
    r.rows.length === 0
      ? null
      : {
          tone: 'good',
          text: `Section 80E deducts the interest paid in years ${r.deductionFromYear} to ${r.deductionToYear} of the loan from your taxable income, without limit, under the old regime only (the new regime allows none).`,
        },
  report: yearlyBreakdown({
    Payments: 'payment',
    'Interest Paid': 'interestPaid',
    'Interest Added': interestAddedColumn<EducationLoanRow>(),
    'Principal Repaid': 'principalPaid',
    'Remaining Balance': 'remainingBalance',
    '80E Deduction': 'deduction80E',
  }),
  extraReports: [
    monthlySchedule<EducationLoanResult, EducationLoanMonth>({
      Payment: 'payment',
      'Interest Paid': 'interestPaid',
      'Interest Added': interestAddedColumn<EducationLoanMonth>(),
      'Principal Repaid': 'principalPaid',
      'Remaining Balance': 'remainingBalance',
    }),
  ],
};
