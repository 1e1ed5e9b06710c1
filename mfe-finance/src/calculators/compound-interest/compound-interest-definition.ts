import { amountField, BOUNDS, choiceField, rateField, yearsField, type CalculatorDefinition } from '@calc/shared';
import { COMPOUNDING_OPTIONS } from '../compounding';
import {
  calculateCompoundInterest,
  type CompoundInterestInputs,
  type CompoundInterestResult,
  type CompoundInterestRow,
} from './compound-interest';
import { CompoundInterestChart } from './compound-interest-chart';

const { yearly, halfYearly, quarterly, monthly, daily } = COMPOUNDING_OPTIONS;
const added = (r: CompoundInterestResult) => r.totalAdditions > 0;

export const compoundInterestDefinition: CalculatorDefinition<
  keyof CompoundInterestInputs,
  CompoundInterestResult,
  CompoundInterestRow
> = {
  id: 'compound-interest',
  fields: [
    amountField('principal', 'Principal Amount', { placeholder: 'e.g. 100000' }),
    rateField('annualRate', 'Annual Interest Rate (%)', { ...BOUNDS.positiveRate, placeholder: 'e.g. 8' }),
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
  whenIncomplete: 'reset',
  resultsTabLabel: 'results',
  Chart: CompoundInterestChart,
  results: [
    { label: 'Total Amount', value: (r) => r.totalAmount, format: 'currency', headline: true },
    { label: 'Total Interest', value: (r) => r.totalInterest, format: 'currency' },
    { label: 'Total Invested', value: (r) => r.totalInvested, format: 'currency', shown: added },
    { label: 'Total Amount at Simple Interest', value: (r) => r.simpleTotalAmount, format: 'currency' },
    { label: 'Total Interest at Simple Interest', value: (r) => r.simpleInterest, format: 'currency' },
    { label: 'Extra Earned by Compounding', value: (r) => r.compoundingGain, format: 'currency' },
  ],
  report: {
    tabLabel: 'Yearly Breakdown',
    rows: (r) => r.rows,
    columns: [
      { header: 'Year', value: (row) => row.year, format: 'text' },
      { header: 'Total Invested', value: (row) => row.totalInvested, format: 'currency' },
      { header: 'Interest Earned', value: (row) => row.interestEarned, format: 'currency' },
      { header: 'End of Year Balance', value: (row) => row.endOfYearBalance, format: 'currency' },
      { header: 'Balance at Simple Interest', value: (row) => row.simpleBalance, format: 'currency' },
    ],
  },
};
