/*
 * The Car Loan Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of
 * @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, choiceField, rateField, yearsField, type CalculatorDefinition } from '@calc/shared';
import type { LoanMonth, LoanRow } from '../../finance-library/loan/loan';
import { calculateCarLoan, DOWN_PAYMENT_AS, EMPTY_CAR_LOAN, type CarLoanInputs, type CarLoanResult } from './car-loan';
import { financeChart } from '../../charts/finance-chart';
import { monthlySchedule, yearlyBreakdown } from '../../finance-library/breakdowns';
import { annualInterestRateField, loanTotalInterest, loanTotalPayment } from '../../finance-library/finance-presets';
import { carLoanModes } from './car-loan-modes';
import { CAR_LOAN_EXAMPLE_INPUTS } from './car-loan-example';

/** The longest car loan the page takes (the issue: at most 8 years, as lenders offer). */
export const MAX_CAR_LOAN_YEARS = 8;

const inPercent = (choices: Record<string, number>) =>
  (choices.downPaymentAs ?? DOWN_PAYMENT_AS.percent) === DOWN_PAYMENT_AS.percent;

export const carLoanDefinition: CalculatorDefinition<keyof CarLoanInputs, CarLoanResult, LoanRow> = {
  id: 'car-loan',
  example: {
    values: { ...CAR_LOAN_EXAMPLE_INPUTS },
    label: (money) =>
      `a car of ${money(CAR_LOAN_EXAMPLE_INPUTS.onRoadPrice)}, ${CAR_LOAN_EXAMPLE_INPUTS.downPaymentPercent}% down, at ${CAR_LOAN_EXAMPLE_INPUTS.annualRate}% for ${CAR_LOAN_EXAMPLE_INPUTS.tenure} years`,
  },
  fields: [
    amountField('onRoadPrice', 'On-road Price', {
      placeholder: 'e.g. 800000',
      hint: 'The ex-showroom price with registration, road tax and insurance.',
    }),
    choiceField('downPaymentAs', 'Down Payment As', [
      { value: DOWN_PAYMENT_AS.percent, label: '% of the On-road Price' },
      { value: DOWN_PAYMENT_AS.amount, label: 'Amount' },
    ]),
    rateField('downPaymentPercent', 'Down Payment (%)', {
      min: 0,
      max: 100,
      placeholder: 'e.g. 20',
      shownWhen: inPercent,
    }),
    amountField('downPayment', 'Down Payment', { placeholder: 'e.g. 160000', shownWhen: (choices) => !inPercent(choices) }),
    annualInterestRateField('e.g. 9'),
    yearsField('tenure', 'Tenure (Years)', { max: MAX_CAR_LOAN_YEARS, placeholder: 'e.g. 5' }),
  ],
  compute: calculateCarLoan,
  validate: (v) =>
    v.downPaymentAs === DOWN_PAYMENT_AS.amount && (v.downPayment ?? 0) > v.onRoadPrice
      ? { downPayment: 'The down payment is more than the on-road price: enter at most the price.' }
      : {},
  modes: carLoanModes,
  emptyResult: EMPTY_CAR_LOAN,
  Chart: financeChart('car-loan', () => import('./car-loan-chart').then((chart) => chart.carLoanChartSpecs), { donut: true }),
  results: [
    { label: 'EMI', value: (r) => r.emi, format: 'currency', headline: true },
    { label: 'Loan Amount', value: (r) => r.loanAmount, format: 'currency' },
    { label: 'Down Payment', value: (r) => r.downPayment, format: 'currency' },
    loanTotalInterest(),
    loanTotalPayment(),
    { label: 'Total Cost of the Car (Down Payment + EMIs)', value: (r) => r.totalCost, format: 'currency' },
  ],
  message: (r) =>
    r.onRoadPrice > 0 && r.loanAmount === 0
      ? { tone: 'good', text: 'The down payment covers the whole price: no loan is needed.' }
      : null,
  // The Loan page adds prepayments and rate changes to the same loan.
  resultLinks: (r) =>
    r.loanAmount > 0 && r.tenure > 0
      ? [
          {
            label: 'Open in the Loan Calculator',
            path: 'loan-calculator',
            query: { loanAmount: r.loanAmount, annualRate: r.annualRate, tenure: r.tenure },
          },
        ]
      : [],
  report: yearlyBreakdown({
    'Total Payment': 'totalPayment',
    'Principal Paid': 'principalPaid',
    'Interest Paid': 'interestPaid',
    'Remaining Balance': 'remainingBalance',
  }),
  extraReports: [
    monthlySchedule<CarLoanResult, LoanMonth>({
      EMI: 'payment',
      'Principal Paid': 'principalPaid',
      'Interest Paid': 'interestPaid',
      'Remaining Balance': 'remainingBalance',
    }),
  ],
};
