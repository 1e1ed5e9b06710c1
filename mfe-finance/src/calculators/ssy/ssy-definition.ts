/*
 * The Sukanya Samriddhi Yojana Calculator as data: its fields, figures, report and chart, from which the calculator
 * scaffold of @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { ageField, type CalculatorDefinition } from '@calc/shared';
import { calculateSsy, EMPTY_SSY, type SsyInputs, type SsyResult, type SsyRow } from './ssy';
import { financeChart } from '../../charts/finance-chart';
import { ssyModes } from './ssy-modes';
import { SSY_RULES } from './ssy-rules';
import {
  maturityAmount,
  schemeRateField,
  totalInterest,
  totalInvested,
  yearlyInvestmentField,
} from '../../finance-library/finance-presets';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { SSY_EXAMPLE_INPUTS } from './ssy-example';

const { maxGirlAge, interestRate, depositYears } = SSY_RULES;

export const ssyDefinition: CalculatorDefinition<keyof SsyInputs, SsyResult, SsyRow> = {
  id: 'sukanya-samriddhi',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...SSY_EXAMPLE_INPUTS },
    label: (money) =>
      `${money(SSY_EXAMPLE_INPUTS.yearlyInvestment)} a year for a girl aged ${SSY_EXAMPLE_INPUTS.girlAge}, at ${SSY_EXAMPLE_INPUTS.interestRate}%`,
  },
  // The scheme's limits are Indian law, written in rupees.
  fixedCurrency: SSY_RULES.currency,
  fields: [
    yearlyInvestmentField(SSY_RULES, `Deposited at the start of each of the first ${depositYears} years.`),
    ageField('girlAge', "Girl's Age", { min: 0, max: maxGirlAge, placeholder: 'e.g. 5' }),
    schemeRateField('interestRate', 'Interest Rate (%)', interestRate, 'Set by the government every quarter.'),
  ],
  compute: calculateSsy,
  modes: ssyModes,
  emptyResult: EMPTY_SSY,
  Chart: financeChart('sukanya-samriddhi', () => import('./ssy-chart').then((chart) => chart.ssyChartSpecs), { donut: true }),
  results: [
    maturityAmount(),
    totalInvested(),
    totalInterest(),
    // The girl's age when the account matures, 21 years after it is opened.
    { label: 'Maturity Year', value: (r) => (r.rows.length === 0 ? 0 : `At age ${r.maturityAge}`), format: 'number' },
  ],
  report: yearlyBreakdown({
    "Girl's Age": { value: (row) => row.age, format: 'text' },
    Deposit: 'deposit',
    'Total Invested': 'totalInvested',
    'Interest Earned': 'interestEarned',
    'End of Year Balance': 'endOfYearBalance',
  }),
};
