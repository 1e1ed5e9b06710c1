import { amountField, yearsField, type CalculatorDefinition } from '@calc/shared';
import {
  calculateSimpleInterest,
  type SimpleInterestInputs,
  type SimpleInterestResult,
  type SimpleInterestRow,
} from './simple-interest';
import { financeChart } from '../../charts/finance-chart';
import { yearlyBreakdown } from '../breakdowns';
import { annualInterestRateField } from '../finance-presets';

export const simpleInterestDefinition: CalculatorDefinition<keyof SimpleInterestInputs, SimpleInterestResult, SimpleInterestRow> =
  {
    id: 'simple-interest',
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
