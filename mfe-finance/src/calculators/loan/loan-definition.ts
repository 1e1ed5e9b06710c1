import {
  amountField,
  BOUNDS,
  choiceField,
  extraReport,
  rateField,
  yearsField,
  type CalculatorDefinition,
  type FieldDefinition,
  type ReportColumn,
  type ReportDefinition,
} from '@calc/shared';
import type { LoanMonth, LoanRow } from './loan';
import { LoanChart } from './loan-chart';
import { loanModes } from './loan-modes';
import {
  calculateLoanWithPrepayments,
  PREPAYMENT_EFFECT,
  type LoanPrepaymentInputs,
  type LoanPrepaymentResult,
} from './loan-prepayment';

type LoanField = keyof LoanPrepaymentInputs;
type LoanResult = LoanPrepaymentResult;

const PREPAYMENTS = 'Prepayments (optional)';
/** The longest loan (50 years) has 600 months. */
const MAX_MONTH = 50 * 12;

function monthField(name: LoanField, label: string, extra: Partial<FieldDefinition<LoanField>>): FieldDefinition<LoanField> {
  return { name, label, kind: 'number', min: 1, max: MAX_MONTH, integer: true, required: false, group: PREPAYMENTS, ...extra };
}

/** The Prepayment column: in the tables (and their CSV) only when something is prepaid. */
function prepaymentColumn<Row extends { prepayment?: number }>(): ReportColumn<Row> {
  return {
    header: 'Prepayment',
    value: (row) => row.prepayment ?? 0,
    format: 'currency',
    shown: (rows) => rows.some((row) => (row.prepayment ?? 0) > 0),
  };
}

const prepaid = (r: LoanResult) => r.totalPrepaid > 0;

/** Every month of the loan, beside the yearly breakdown. */
const monthlySchedule: ReportDefinition<LoanResult, LoanMonth> & { id: string } = {
  id: 'monthly-schedule',
  tabLabel: 'Monthly Schedule',
  rows: (r) => r.months,
  columns: [
    { header: 'Month', value: (row) => row.month, format: 'text' },
    { header: 'EMI', value: (row) => row.payment, format: 'currency' },
    { header: 'Principal Paid', value: (row) => row.principalPaid, format: 'currency' },
    { header: 'Interest Paid', value: (row) => row.interestPaid, format: 'currency' },
    prepaymentColumn<LoanMonth>(),
    { header: 'Remaining Balance', value: (row) => row.remainingBalance, format: 'currency' },
  ],
};

export const loanDefinition: CalculatorDefinition<LoanField, LoanResult, LoanRow> = {
  id: 'loan',
  fields: [
    amountField('loanAmount', 'Loan Amount', { placeholder: 'e.g. 500000' }),
    rateField('annualRate', 'Annual Interest Rate (%)', { ...BOUNDS.positiveRate, placeholder: 'e.g. 9' }),
    yearsField('tenure', 'Loan Tenure (Years)', { max: 50, placeholder: 'e.g. 20' }),
    amountField('oneTimePrepayment', 'One-time Prepayment', { required: false, group: PREPAYMENTS, placeholder: 'e.g. 100000' }),
    monthField('oneTimeMonth', 'Paid in Month', {
      placeholder: 'e.g. 24',
      hint: 'Month 1 is the first EMI; paid after that month’s EMI.',
    }),
    amountField('recurringPrepayment', 'Recurring Prepayment', { required: false, group: PREPAYMENTS, placeholder: 'e.g. 5000' }),
    choiceField(
      'recurringFrequency',
      'Frequency',
      [
        { value: 1, label: 'Every month' },
        { value: 3, label: 'Every quarter (3 months)' },
        { value: 12, label: 'Every year (12 months)' },
      ],
      { group: PREPAYMENTS },
    ),
    monthField('recurringStartMonth', 'Starting Month', { placeholder: 'e.g. 12', hint: 'Empty: from month 1.' }),
    choiceField(
      'prepaymentEffect',
      'After Each Prepayment',
      [
        { value: PREPAYMENT_EFFECT.shorterTenure, label: 'Shorter tenure (same EMI)' },
        { value: PREPAYMENT_EFFECT.lowerEmi, label: 'Lower EMI (same tenure)' },
      ],
      { group: PREPAYMENTS },
    ),
  ],
  compute: calculateLoanWithPrepayments,
  validate: (v) => {
    const months = Math.floor(v.tenure) * 12;
    const beyond = `The loan ends in month ${months}: enter a month from 1 to ${months}.`;
    const errors: Partial<Record<LoanField, string>> = {};
    if (v.oneTimePrepayment > 0 && v.oneTimeMonth === 0) errors.oneTimeMonth = 'Enter the month of the one-time prepayment.';
    if (v.oneTimeMonth > months) errors.oneTimeMonth = beyond;
    if (v.recurringStartMonth > months) errors.recurringStartMonth = beyond;
    return errors;
  },
  emptyResult: {
    emi: 0,
    totalPayment: 0,
    totalInterest: 0,
    rows: [],
    months: [],
    interestSaved: 0,
    monthsSaved: 0,
    totalPrepaid: 0,
    finalEmi: 0,
  },
  modes: loanModes,
  whenIncomplete: 'reset',
  resultsTabLabel: 'results',
  Chart: LoanChart,
  results: [
    { label: 'EMI', value: (r) => r.emi, format: 'currency', headline: true },
    { label: 'Total Payment (Principal + Interest)', value: (r) => r.totalPayment, format: 'currency' },
    { label: 'Total Interest Payable', value: (r) => r.totalInterest, format: 'currency' },
    // With prepayments only: what they save, against the same loan without them.
    { label: 'Interest Saved', value: (r) => r.interestSaved, format: 'currency', shown: prepaid },
    { label: 'Months Saved', value: (r) => r.monthsSaved, format: 'text', shown: prepaid },
    { label: 'Total Prepaid', value: (r) => r.totalPrepaid, format: 'currency', shown: prepaid },
    {
      label: 'EMI After Prepayments',
      value: (r) => r.finalEmi,
      format: 'currency',
      shown: (r) => prepaid(r) && r.finalEmi !== r.emi,
    },
  ],
  report: {
    tabLabel: 'Yearly Breakdown',
    rows: (r) => r.rows,
    columns: [
      { header: 'Year', value: (row) => row.year, format: 'text' },
      { header: 'Total Payment', value: (row) => row.totalPayment, format: 'currency' },
      { header: 'Principal Paid', value: (row) => row.principalPaid, format: 'currency' },
      { header: 'Interest Paid', value: (row) => row.interestPaid, format: 'currency' },
      prepaymentColumn<LoanRow>(),
      { header: 'Remaining Balance', value: (row) => row.remainingBalance, format: 'currency' },
    ],
  },
  extraReports: [extraReport(monthlySchedule)],
};
