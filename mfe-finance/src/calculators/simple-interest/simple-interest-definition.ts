import { amountField, BOUNDS, rateField, yearsField, type CalculatorDefinition } from '@calc/shared';
import {
  calculateSimpleInterest,
  type SimpleInterestInputs,
  type SimpleInterestResult,
  type SimpleInterestRow,
} from './simple-interest';
import { SimpleInterestChart } from './simple-interest-chart';

export const simpleInterestDefinition: CalculatorDefinition<keyof SimpleInterestInputs, SimpleInterestResult, SimpleInterestRow> =
  {
    id: 'simple-interest',
    fields: [
      amountField('principal', 'Principal Amount', { placeholder: 'e.g. 100000' }),
      rateField('annualRate', 'Annual Interest Rate (%)', { ...BOUNDS.positiveRate, placeholder: 'e.g. 8' }),
      yearsField('timePeriod', 'Time Period (Years)', { placeholder: 'e.g. 5' }),
    ],
    compute: calculateSimpleInterest,
    emptyResult: { principal: 0, interest: 0, totalAmount: 0, rows: [] },
    whenIncomplete: 'reset',
    resultsTabLabel: 'results',
    Chart: SimpleInterestChart,
    results: [
      { label: 'Interest', value: (r) => r.interest, format: 'currency', headline: true },
      { label: 'Total Amount', value: (r) => r.totalAmount, format: 'currency' },
    ],
    report: {
      tabLabel: 'Yearly Breakdown',
      rows: (r) => r.rows,
      columns: [
        { header: 'Year', value: (row) => row.year, format: 'text' },
        { header: 'Interest Earned', value: (row) => row.interestEarned, format: 'currency' },
        { header: 'Total Interest', value: (row) => row.totalInterest, format: 'currency' },
        { header: 'Total Amount', value: (row) => row.totalAmount, format: 'currency' },
      ],
    },
  };
