/*
 * The PPF Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of @calc/shared
 * builds the page (input card, validation, shareable URL, table, CSV).
 */
import { yearsField, type CalculatorDefinition } from '@calc/shared';
import { calculatePpf, type PpfInputs, type PpfResult, type PpfRow } from './ppf';
import { financeChart } from '../../charts/finance-chart';
import { PPF_RULES } from './ppf-rules';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import {
  maturityAmount,
  schemeRateField,
  totalInterest,
  totalInvested,
  yearlyInvestmentField,
} from '../../finance-library/finance-presets';
import { PPF_EXAMPLE_INPUTS } from './ppf-example';

const { maturityYears, maxYears, interestRate } = PPF_RULES;

export const ppfDefinition: CalculatorDefinition<keyof PpfInputs, PpfResult, PpfRow> = {
  id: 'ppf',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...PPF_EXAMPLE_INPUTS },
    label: (money) =>
      `${money(PPF_EXAMPLE_INPUTS.yearlyInvestment)} a year at ${PPF_EXAMPLE_INPUTS.annualRate}% for ${PPF_EXAMPLE_INPUTS.timePeriod} years`,
  },
  // The scheme's limits are Indian law, written in rupees.
  fixedCurrency: PPF_RULES.currency,
  fields: [
    yearlyInvestmentField(PPF_RULES, 'Deposited at the start of each financial year (by 5 April).'),
    schemeRateField('annualRate', 'Annual Interest Rate (%)', interestRate, 'Set by the government every quarter.'),
    yearsField('timePeriod', 'Time Period (Years)', {
      min: maturityYears,
      max: maxYears,
      placeholder: `e.g. ${maturityYears}`,
      hint: `${maturityYears} years, or more with extensions of ${PPF_RULES.extensionBlockYears} years.`,
    }),
  ],
  compute: calculatePpf,
  emptyResult: { maturityAmount: 0, totalInvested: 0, totalInterest: 0, rows: [] },
  Chart: financeChart('ppf', () => import('./ppf-chart').then((chart) => chart.ppfChartSpecs), { donut: true }),
  results: [maturityAmount(), totalInvested(), totalInterest()],
  report: yearlyBreakdown({
    Deposit: 'deposit',
    'Total Invested': 'totalInvested',
    'Interest Earned': 'interestEarned',
    'End of Year Balance': 'endOfYearBalance',
  }),
};
