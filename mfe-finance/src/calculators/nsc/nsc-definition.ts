/*
 * The NSC Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of @calc/shared
 * builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, type CalculatorDefinition } from '@calc/shared';
import { calculateNsc, EMPTY_NSC, type NscInputs, type NscResult, type NscRow } from './nsc';
import { financeChart } from '../../charts/finance-chart';
import { NSC_RULES } from './nsc-rules';
import { maturityAmount, schemeRateField, totalInterest } from '../../finance-library/finance-presets';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { NSC_EXAMPLE_INPUTS } from './nsc-example';

const { minInvestment, multipleOf, interestRate } = NSC_RULES;

export const nscDefinition: CalculatorDefinition<keyof NscInputs, NscResult, NscRow> = {
  id: 'nsc',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...NSC_EXAMPLE_INPUTS },
    label: (money) => `${money(NSC_EXAMPLE_INPUTS.amountInvested)} at ${NSC_EXAMPLE_INPUTS.interestRate}% for five years`,
  },
  // The scheme's limits are Indian law, written in rupees.
  fixedCurrency: NSC_RULES.currency,
  fields: [
    amountField('amountInvested', 'Amount Invested', {
      min: minInvestment,
      placeholder: 'e.g. 10000',
      hint: `At least ₹1,000, in multiples of ₹${multipleOf}.`,
    }),
    schemeRateField('interestRate', 'Interest Rate (%)', interestRate, 'Fixed for the certificate’s 5 years when you buy it.'),
  ],
  validate: (v) =>
    Math.abs(v.amountInvested / multipleOf - Math.round(v.amountInvested / multipleOf)) > 1e-9
      ? { amountInvested: `Enter a multiple of ₹${multipleOf}: certificates are sold in multiples of ₹${multipleOf}.` }
      : {},
  compute: calculateNsc,
  emptyResult: EMPTY_NSC,
  Chart: financeChart('nsc', () => import('./nsc-chart').then((chart) => chart.nscChartSpecs), { donut: true }),
  results: [
    maturityAmount(),
    totalInterest(),
    { label: 'Interest Deductible under 80C', value: (r) => r.reinvestedInterest, format: 'currency' },
  ],
  report: yearlyBreakdown({
    'Opening Balance': 'openingBalance',
    'Interest Earned': 'interestEarned',
    'Closing Balance': 'closingBalance',
    'Deductible under 80C': 'deductibleUnder80C',
  }),
};
