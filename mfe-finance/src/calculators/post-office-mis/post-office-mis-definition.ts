/*
 * The Post Office Monthly Income Scheme Calculator as data: its fields, figures, report and chart, from which the
 * calculator scaffold of @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, choiceField, extraReport, formatCurrency, type CalculatorDefinition } from '@calc/shared';
import {
  calculatePostOfficeMis,
  EMPTY_POST_OFFICE_MIS,
  POMIS_ACCOUNT,
  pomisLimit,
  type PostOfficeMisInputs,
  type PostOfficeMisResult,
} from './post-office-mis';
import type { PayoutPeriodRow, PayoutYearRow } from '../../finance-library/payout-deposit';
import { financeChart } from '../../charts/finance-chart';
import { POMIS_RULES } from './post-office-mis-rules';
import { schemeRateField, totalInterest } from '../../finance-library/finance-presets';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { postOfficeMisModes } from './post-office-mis-modes';
import { POST_OFFICE_MIS_EXAMPLE_INPUTS } from './post-office-mis-example';

/** In the scheme's rupees, whatever the header's currency. */
const rupees = (value: number) => formatCurrency(value, POMIS_RULES.currency).replace(/\.00$/, '');

const { minDeposit, maxJoint, multipleOf, interestRate } = POMIS_RULES;

export const postOfficeMisDefinition: CalculatorDefinition<keyof PostOfficeMisInputs, PostOfficeMisResult, PayoutYearRow> = {
  id: 'post-office-mis',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...POST_OFFICE_MIS_EXAMPLE_INPUTS },
    label: (money) =>
      `${money(POST_OFFICE_MIS_EXAMPLE_INPUTS.deposit)} at ${POST_OFFICE_MIS_EXAMPLE_INPUTS.interestRate}% in a single account`,
  },
  // The scheme's limits are Indian law, written in rupees.
  fixedCurrency: POMIS_RULES.currency,
  fields: [
    amountField('deposit', 'Deposit', {
      min: minDeposit,
      max: maxJoint,
      placeholder: 'e.g. 900000',
      hint: 'Up to ₹9,00,000 in a single account, ₹15,00,000 in a joint one, in multiples of ₹1,000.',
    }),
    schemeRateField('interestRate', 'Interest Rate (%)', interestRate, 'Fixed for the account’s 5 years when you open it.'),
    choiceField('accountType', 'Account Type', [
      { value: POMIS_ACCOUNT.single, label: 'Single' },
      { value: POMIS_ACCOUNT.joint, label: 'Joint (up to 3 adults)' },
    ]),
  ],
  validate: (v) => {
    const limit = pomisLimit(v.accountType);
    if (v.deposit > limit)
      return { deposit: `A single account holds at most ${rupees(limit)}: choose a joint account or deposit less.` };
    if (Math.abs(v.deposit / multipleOf - Math.round(v.deposit / multipleOf)) > 1e-9)
      return { deposit: 'Enter a multiple of ₹1,000: the scheme takes deposits in multiples of ₹1,000.' };
    return {};
  },
  compute: calculatePostOfficeMis,
  modes: postOfficeMisModes,
  emptyResult: EMPTY_POST_OFFICE_MIS,
  Chart: financeChart('post-office-mis', () => import('./post-office-mis-chart').then((chart) => chart.postOfficeMisChartSpecs), {
    donut: true,
  }),
  results: [
    { label: 'Monthly Interest', value: (r) => r.payout, format: 'currency', headline: true },
    { label: 'Yearly Interest', value: (r) => r.yearlyInterest, format: 'currency' },
    totalInterest(),
    { label: 'Deposit + Interest', value: (r) => r.totalReceived, format: 'currency' },
  ],
  report: yearlyBreakdown({
    'Interest Paid': 'interestPaid',
    'Total Interest Received': 'cumulativeInterest',
    'Deposit Returned': 'depositReturned',
  }),
  extraReports: [
    extraReport<PostOfficeMisResult, PayoutPeriodRow>({
      id: 'monthly-payouts',
      tabLabel: 'Monthly Payouts',
      rows: (result) => result.periods,
      columns: [
        { header: 'Month', value: (row) => row.period, format: 'text' },
        { header: 'Year', value: (row) => row.year, format: 'text' },
        { header: 'Interest Paid', value: (row) => row.interestPaid, format: 'currency' },
        { header: 'Total Interest Received', value: (row) => row.cumulativeInterest, format: 'currency' },
      ],
    }),
  ],
};
