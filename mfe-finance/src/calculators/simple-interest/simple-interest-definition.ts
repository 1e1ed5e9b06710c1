/*
 * The Simple Interest Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of
 * @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, yearsField, type CalculatorDefinition } from '@calc/shared';
import {
  calculateSimpleInterest,
  type SimpleInterestInputs,
  type SimpleInterestResult,
  type SimpleInterestRow,
} from './simple-interest';
import { financeChart } from '../../charts/finance-chart';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { annualInterestRateField } from '../../finance-library/finance-presets';
import { SIMPLE_INTEREST_EXAMPLE_INPUTS } from './simple-interest-example';

export const simpleInterestDefinition: CalculatorDefinition<keyof SimpleInterestInputs, SimpleInterestResult, SimpleInterestRow> =
  {
    id: 'simple-interest',
    // The explanation's worked example, one tap away in the empty results.
    example: {
      values: { ...SIMPLE_INTEREST_EXAMPLE_INPUTS },
      label: (money) =>
        `${money(SIMPLE_INTEREST_EXAMPLE_INPUTS.principal)} at ${SIMPLE_INTEREST_EXAMPLE_INPUTS.annualRate}% a year for ${SIMPLE_INTEREST_EXAMPLE_INPUTS.timePeriod} years`,
    },
    fields: [
      amountField('principal', 'Principal Amount', { placeholder: 'e.g. 100000' }),
      annualInterestRateField('e.g. 8'),
      yearsField('timePeriod', 'Time Period (Years)', { placeholder: 'e.g. 5' }),
    ],
    compute: calculateSimpleInterest,
    emptyResult: { principal: 0, interest: 0, totalAmount: 0, rows: [] },
    Chart: financeChart(
      'simple-interest',
      () => import('./simple-interest-chart').then((chart) => chart.simpleInterestChartSpecs),
      { donut: true },
    ),
    results: [
      { label: 'Interest', value: (r) => r.interest, format: 'currency', headline: true },
      { label: 'Total Amount', value: (r) => r.totalAmount, format: 'currency' },
    ],
    report: yearlyBreakdown({
      'Interest Earned': 'interestEarned',
      'Total Interest': 'totalInterest',
      'Total Amount': 'totalAmount',
    }),
  };
