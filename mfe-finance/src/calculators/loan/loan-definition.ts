import { amountField, BOUNDS, rateField, yearsField, type CalculatorDefinition, type ReportDefinition } from '@calc/shared';
import { calculateLoan, type LoanInputs, type LoanMonth, type LoanResult, type LoanRow } from './loan';
import { LoanChart } from './loan-chart';
import { loanModes } from './loan-modes';

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
    { header: 'Remaining Balance', value: (row) => row.remainingBalance, format: 'currency' },
  ],
};

export const loanDefinition: CalculatorDefinition<keyof LoanInputs, LoanResult, LoanRow> = {
  id: 'loan',
  fields: [
    amountField('loanAmount', 'Loan Amount', { placeholder: 'e.g. 500000' }),
    rateField('annualRate', 'Annual Interest Rate (%)', { ...BOUNDS.positiveRate, placeholder: 'e.g. 9' }),
    yearsField('tenure', 'Loan Tenure (Years)', { max: 50, placeholder: 'e.g. 20' }),
  ],
  compute: calculateLoan,
  emptyResult: { emi: 0, totalPayment: 0, totalInterest: 0, rows: [], months: [] },
  modes: loanModes,
  whenIncomplete: 'reset',
  resultsTabLabel: 'results',
  Chart: LoanChart,
  results: [
    { label: 'EMI', value: (r) => r.emi, format: 'currency', headline: true },
    { label: 'Total Payment (Principal + Interest)', value: (r) => r.totalPayment, format: 'currency' },
    { label: 'Total Interest Payable', value: (r) => r.totalInterest, format: 'currency' },
  ],
  report: {
    tabLabel: 'Yearly Breakdown',
    rows: (r) => r.rows,
    columns: [
      { header: 'Year', value: (row) => row.year, format: 'text' },
      { header: 'Total Payment', value: (row) => row.totalPayment, format: 'currency' },
      { header: 'Principal Paid', value: (row) => row.principalPaid, format: 'currency' },
      { header: 'Interest Paid', value: (row) => row.interestPaid, format: 'currency' },
      { header: 'Remaining Balance', value: (row) => row.remainingBalance, format: 'currency' },
    ],
  },
  extraReports: [monthlySchedule],
};
