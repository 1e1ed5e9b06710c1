/*
 * The Senior Citizens Savings Scheme Calculator as data: its fields, figures, report and chart, from which the
 * calculator scaffold of @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, choiceField, extraReport, formatCurrency, type CalculatorDefinition } from '@calc/shared';
import { calculateScss, EMPTY_SCSS, SCSS_PERIOD, type ScssInputs, type ScssResult } from './scss';
import type { PayoutPeriodRow, PayoutYearRow } from '../../finance-library/payout-deposit';
import { financeChart } from '../../charts/finance-chart';
import { SCSS_RULES } from './scss-rules';
import { schemeRateField, totalInterest } from '../../finance-library/finance-presets';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { scssModes } from './scss-modes';
import { SCSS_EXAMPLE_INPUTS } from './scss-example';

/** In the scheme's rupees, whatever the header's currency. */
const rupees = (value: number) => formatCurrency(value, SCSS_RULES.currency);

const { minDeposit, maxDeposit, multipleOf, interestRate, tenureYears, extensionYears } = SCSS_RULES;

export const scssDepositField = amountField<'deposit'>('deposit', 'Deposit', {
  min: minDeposit,
  max: maxDeposit,
  placeholder: 'e.g. 3000000',
  hint: `₹1,000 to ₹30,00,000, in multiples of ₹${multipleOf.toLocaleString('en-IN')}.`,
});

export const scssDefinition: CalculatorDefinition<keyof ScssInputs, ScssResult, PayoutYearRow> = {
  id: 'scss',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...SCSS_EXAMPLE_INPUTS },
    label: (money) => `${money(SCSS_EXAMPLE_INPUTS.deposit)} at ${SCSS_EXAMPLE_INPUTS.interestRate}% for five years`,
  },
  // The scheme's limits are Indian law, written in rupees.
  fixedCurrency: SCSS_RULES.currency,
  fields: [
    scssDepositField,
    schemeRateField('interestRate', 'Interest Rate (%)', interestRate, 'Fixed for the account’s term when you open it.'),
    choiceField('period', 'Period', [
      { value: SCSS_PERIOD.term, label: `${tenureYears} years` },
      { value: SCSS_PERIOD.extended, label: `${tenureYears + extensionYears} years (extended by ${extensionYears})` },
    ]),
  ],
  validate: (v) =>
    Math.abs(v.deposit / multipleOf - Math.round(v.deposit / multipleOf)) > 1e-9
      ? { deposit: `Enter a multiple of ₹1,000: the scheme takes deposits in multiples of ₹1,000.` }
      : {},
  compute: calculateScss,
  modes: scssModes,
  emptyResult: EMPTY_SCSS,
  Chart: financeChart('scss', () => import('./scss-chart').then((chart) => chart.scssChartSpecs), { donut: true }),
  results: [
    { label: 'Quarterly Interest', value: (r) => r.payout, format: 'currency', headline: true },
    { label: 'Yearly Interest', value: (r) => r.yearlyInterest, format: 'currency' },
    totalInterest(),
    { label: 'Deposit + Interest', value: (r) => r.totalReceived, format: 'currency' },
    { label: 'Deduction under 80C', value: (r) => r.deduction80C, format: 'currency' },
    { label: 'TDS a Year', value: (r) => r.yearlyTds, format: 'currency', shown: (r) => r.yearlyTds > 0 },
  ],
  message: (r) =>
    r.years === 0
      ? null
      : r.yearlyTds > 0
        ? {
            tone: 'bad',
            text: `The year’s interest is above ${rupees(SCSS_RULES.tdsThreshold)}, so the post office deducts ${SCSS_RULES.tdsRate}% TDS (${rupees(r.yearlyTds)} a year) unless you give it Form 15H; the interest is taxable at your slab either way.`,
          }
        : {
            tone: 'good',
            text: `The year’s interest is within ${rupees(SCSS_RULES.tdsThreshold)}: no TDS. It is still taxable at your slab.`,
          },
  report: yearlyBreakdown({
    'Interest Paid': 'interestPaid',
    'Total Interest Received': 'cumulativeInterest',
    'Deposit Returned': 'depositReturned',
  }),
  extraReports: [
    extraReport<ScssResult, PayoutPeriodRow>({
      id: 'quarterly-payouts',
      tabLabel: 'Quarterly Payouts',
      rows: (result) => result.periods,
      columns: [
        { header: 'Quarter', value: (row) => row.period, format: 'text' },
        { header: 'Year', value: (row) => row.year, format: 'text' },
        { header: 'Interest Paid', value: (row) => row.interestPaid, format: 'currency' },
        { header: 'Total Interest Received', value: (row) => row.cumulativeInterest, format: 'currency' },
      ],
    }),
  ],
};
