/*
 * The Loan Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of
 * @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import {
  amountField,
  choiceField,
  formatPercent,
  rowList,
  yearsField,
  type CalculatorDefinition,
  type FieldDefinition,
  type ReportColumn,
  type RowValues,
  type Values,
} from '@calc/shared';
import type { LoanMonth, LoanRow } from './loan';
import { financeChart } from '../../charts/finance-chart';
import { loanModes } from './loan-modes';
import { monthlySchedule, yearlyBreakdown } from '../../finance-library/breakdowns';
import {
  calculateLoanWithPrepayments,
  MAX_MONTHS,
  PREPAYMENT_EFFECT,
  RATE_CHANGE_EFFECT,
  type LoanPrepaymentInputs,
  type LoanPrepaymentResult,
} from './loan-prepayment';
import { annualInterestRateField, loanTotalInterest, loanTotalPayment } from '../../finance-library/finance-presets';
import { yearsAndMonths } from '../../finance-library/solve/solve';
import { RATE_CHANGE_CELLS, type RateChangeCell } from './loan-rate-changes';
import { LOAN_EXAMPLE_INPUTS } from './loan-example';

type LoanField = keyof LoanPrepaymentInputs;
type LoanResult = LoanPrepaymentResult;

const PREPAYMENTS = 'Prepayments (optional)';
/** The longest loan (50 years) has 600 months. */
const MAX_MONTH = MAX_MONTHS;

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

/** The Rate column: in the tables (and their CSV) only when the rate changes. */
function rateColumn<Row>(value: (row: Row) => number | string | null): ReportColumn<Row> {
  return { header: 'Rate', value, format: 'percent', shown: (rows) => rows.some((row) => value(row) !== null) };
}

/** A year's rate: one rate, or the lowest to the highest when it changed within the year. */
function yearRate(row: LoanRow): string | null {
  if (row.rateFrom === undefined || row.rateTo === undefined) return null;
  return row.rateFrom === row.rateTo
    ? formatPercent(row.rateFrom)
    : `${formatPercent(row.rateFrom)} to ${formatPercent(row.rateTo)}`;
}

const prepaid = (r: LoanResult) => r.totalPrepaid > 0;
const floating = (r: LoanResult) => r.rateChanged === true;
/** The baselines the derived figures are counted against (calculateLoanWithPrepayments), in a visitor's words. */
const withoutPrepayments = (r: LoanResult) =>
  floating(r)
    ? 'against the same loan with the same rate changes, without prepayments'
    : 'against the same loan without prepayments';
const atOriginalRate = (r: LoanResult) =>
  prepaid(r) ? 'against the original rate throughout, with the same prepayments' : 'against the original rate throughout';

/** Every month of the loan, beside the yearly breakdown. */
const loanMonthlySchedule = monthlySchedule<LoanResult, LoanMonth>({
  Rate: rateColumn<LoanMonth>((row) => row.rate ?? null),
  EMI: 'payment',
  'Principal Paid': 'principalPaid',
  'Interest Paid': 'interestPaid',
  Prepayment: prepaymentColumn<LoanMonth>(),
  'Remaining Balance': 'remainingBalance',
});

/** The rows of Rate Changes as the calculation takes them. */
type RateChangeRow = RowValues<RateChangeCell>;

/**
 * The Loan page. Its compute may also be called without rows (no rate changes), as code that knows no row list
 * does; the page always gives them.
 */
export const loanDefinition: CalculatorDefinition<LoanField, LoanResult, LoanRow, RateChangeCell> & {
  compute: (values: Values<LoanField>, rows?: RateChangeRow[]) => LoanResult;
} = {
  id: 'loan',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...LOAN_EXAMPLE_INPUTS },
    label: (money) =>
      `a loan of ${money(LOAN_EXAMPLE_INPUTS.loanAmount)} at ${LOAN_EXAMPLE_INPUTS.annualRate}% over ${LOAN_EXAMPLE_INPUTS.tenure} years`,
  },
  fields: [
    amountField('loanAmount', 'Loan Amount', { placeholder: 'e.g. 500000' }),
    annualInterestRateField('e.g. 9'),
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
    choiceField(
      'rateChangeEffect',
      'When the Rate Changes',
      [
        { value: RATE_CHANGE_EFFECT.keepEmi, label: 'Keep EMI (the tenure moves)' },
        { value: RATE_CHANGE_EFFECT.keepTenure, label: 'Keep Tenure (the EMI moves)' },
      ],
      { hint: 'What a bank does when the rate changes: for the Rate Changes below.' },
    ),
  ],
  rowList: rowList({
    label: 'Rate Changes',
    rowName: 'rate change',
    cells: RATE_CHANGE_CELLS,
    minRows: 0,
    maxRows: 100,
    validate: (rows) => {
      const months = rows.map((row) => row.fromMonth);
      const twice = months.find((month, index) => months.indexOf(month) !== index);
      return twice === undefined ? null : `Two rate changes start in month ${twice}: keep one.`;
    },
  }),
  compute: (values, rows = []) => calculateLoanWithPrepayments(values, rows),
  validate: (v) => {
    const months = Math.floor(v.tenure) * 12;
    const beyond = `The loan ends in month ${months}: enter a month from 1 to ${months}.`;
    const errors: Partial<Record<LoanField, string>> = {};
    if (v.oneTimePrepayment > 0 && v.oneTimeMonth === 0) errors.oneTimeMonth = 'Enter the month of the one-time prepayment.';
    if (v.oneTimeMonth > months) errors.oneTimeMonth = beyond;
    if (v.recurringStartMonth > months) errors.recurringStartMonth = beyond;
    // The rows' From Month cells are fields too (fromMonth.1, …): a change must start within the loan's tenure.
    const rowErrors = errors as Record<string, string>;
    for (const [key, value] of Object.entries(v as Record<string, number>))
      if (/^fromMonth\.\d+$/.test(key) && value > months)
        rowErrors[key] = `The loan ends in month ${months}: enter a month from 2 to ${months}.`;
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
  Chart: financeChart('loan', () => import('./loan-chart').then((chart) => chart.loanChartSpecs), { donut: true }),
  results: [
    { label: 'EMI', value: (r) => r.emi, format: 'currency', headline: true },
    loanTotalPayment(),
    loanTotalInterest(),
    // With prepayments only: what they save, against the same loan without them (with its rate changes, if any).
    { label: 'Interest Saved', value: (r) => r.interestSaved, format: 'currency', shown: prepaid, baseline: withoutPrepayments },
    { label: 'Months Saved', value: (r) => r.monthsSaved, format: 'text', shown: prepaid, baseline: withoutPrepayments },
    { label: 'Total Prepaid', value: (r) => r.totalPrepaid, format: 'currency', shown: prepaid },
    {
      label: 'EMI After Prepayments',
      value: (r) => r.finalEmi,
      format: 'currency',
      shown: (r) => prepaid(r) && !floating(r) && r.finalEmi !== r.emi,
    },
    // With rate changes only: where they leave the loan, and what they cost against the original rate.
    { label: 'EMI After the Changes', value: (r) => r.finalEmi, format: 'currency', shown: floating },
    { label: 'Tenure After the Changes', value: (r) => yearsAndMonths(r.months.length), format: 'text', shown: floating },
    {
      label: 'Extra Interest',
      value: (r) => r.extraInterest ?? 0,
      format: 'currency',
      shown: floating,
      baseline: atOriginalRate,
    },
  ],
  message: (r) =>
    r.emiRaised
      ? {
          tone: 'bad',
          text: `At the new rate the EMI no longer repays the loan within ${MAX_MONTHS / 12} years: it rises to the EMI that does.`,
        }
      : null,
  report: yearlyBreakdown({
    Rate: { ...rateColumn<LoanRow>(yearRate), format: 'text' },
    'Total Payment': 'totalPayment',
    'Principal Paid': 'principalPaid',
    'Interest Paid': 'interestPaid',
    Prepayment: prepaymentColumn<LoanRow>(),
    'Remaining Balance': 'remainingBalance',
  }),
  extraReports: [loanMonthlySchedule],
};
