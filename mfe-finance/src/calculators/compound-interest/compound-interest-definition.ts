/*
 * The Compound Interest Calculator as data: its fields, figures, report and chart, from which the calculator scaffold
 * of @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, choiceField, yearsField, type CalculatorDefinition } from '@calc/shared';
import { COMPOUNDING_OPTIONS } from '../../finance-library/compounding';
import {
  calculateCompoundInterest,
  type CompoundInterestInputs,
  type CompoundInterestResult,
  type CompoundInterestRow,
} from './compound-interest';
import { financeChart } from '../../charts/finance-chart';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { annualInterestRateField, totalInterest } from '../../finance-library/finance-presets';
import { COMPOUND_INTEREST_EXAMPLE_INPUTS } from './compound-interest-example';

const { yearly, halfYearly, quarterly, monthly, daily } = COMPOUNDING_OPTIONS;
const added = (r: CompoundInterestResult) => r.totalAdditions > 0;

export const compoundInterestDefinition: CalculatorDefinition<
  keyof CompoundInterestInputs,
  CompoundInterestResult,
  CompoundInterestRow
> = {
  id: 'compound-interest',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...COMPOUND_INTEREST_EXAMPLE_INPUTS },
    label: (money) =>
      `${money(COMPOUND_INTEREST_EXAMPLE_INPUTS.principal)} at ${COMPOUND_INTEREST_EXAMPLE_INPUTS.annualRate}% for ${COMPOUND_INTEREST_EXAMPLE_INPUTS.timePeriod} years, plus ${money(COMPOUND_INTEREST_EXAMPLE_INPUTS.monthlyAddition)} a month`,
  },
  fields: [
    amountField('principal', 'Principal Amount', { placeholder: 'e.g. 100000' }),
    annualInterestRateField('e.g. 8'),
    yearsField('timePeriod', 'Time Period (Years)', { placeholder: 'e.g. 10' }),
    choiceField('compounding', 'Compounding', [yearly, halfYearly, quarterly, monthly, daily]),
    amountField('monthlyAddition', 'Monthly Addition', {
      required: false,
      placeholder: 'e.g. 5000',
      hint: 'Added at the end of each month; empty counts as 0.',
    }),
  ],
  compute: calculateCompoundInterest,
  emptyResult: {
    principal: 0,
    totalAdditions: 0,
    totalInvested: 0,
    totalAmount: 0,
    totalInterest: 0,
    simpleInterest: 0,
    simpleTotalAmount: 0,
    compoundingGain: 0,
    rows: [],
  },
  Chart: financeChart(
    'compound-interest',
    () => import('./compound-interest-chart').then((chart) => chart.compoundInterestChartSpecs),
    { donut: true },
  ),
  results: [
    { label: 'Total Amount', value: (r) => r.totalAmount, format: 'currency', headline: true },
    totalInterest(),
    { label: 'Total Invested', value: (r) => r.totalInvested, format: 'currency', shown: added },
    { label: 'Total Amount at Simple Interest', value: (r) => r.simpleTotalAmount, format: 'currency' },
    { label: 'Total Interest at Simple Interest', value: (r) => r.simpleInterest, format: 'currency' },
    { label: 'Extra Earned by Compounding', value: (r) => r.compoundingGain, format: 'currency' },
  ],
  report: yearlyBreakdown({
    'Total Invested': 'totalInvested',
    'Interest Earned': 'interestEarned',
    'End of Year Balance': 'endOfYearBalance',
    'Balance at Simple Interest': 'simpleBalance',
  }),
};
