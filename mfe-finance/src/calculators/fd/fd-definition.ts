import { amountField, BOUNDS, choiceField, rateField, yearsField, type CalculatorDefinition } from '@calc/shared';
import { COMPOUNDING_OPTIONS } from '../compounding';
import { calculateFd, FD_DEFAULT_COMPOUNDING, type FdInputs, type FdResult, type FdRow } from './fd';
import { FdChart } from './fd-chart';

const { monthly, quarterly, halfYearly, yearly } = COMPOUNDING_OPTIONS;

export const fdDefinition: CalculatorDefinition<keyof FdInputs, FdResult, FdRow> = {
  id: 'fd',
  fields: [
    amountField('depositAmount', 'Deposit Amount', { placeholder: 'e.g. 100000' }),
    rateField('annualRate', 'Annual Interest Rate (%)', { ...BOUNDS.positiveRate, placeholder: 'e.g. 7' }),
    yearsField('tenure', 'Tenure (Years)', { placeholder: 'e.g. 5' }),
    // Quarterly is what Indian banks' FDs use, so it is the default.
    choiceField('compounding', 'Compounding', [monthly, quarterly, halfYearly, yearly], { defaultValue: FD_DEFAULT_COMPOUNDING }),
  ],
  compute: calculateFd,
  emptyResult: { depositAmount: 0, maturityAmount: 0, totalInterest: 0, effectiveAnnualRate: 0, rows: [] },
  whenIncomplete: 'reset',
  resultsTabLabel: 'results',
  Chart: FdChart,
  results: [
    { label: 'Maturity Amount', value: (r) => r.maturityAmount, format: 'currency', headline: true },
    { label: 'Total Interest', value: (r) => r.totalInterest, format: 'currency' },
    { label: 'Effective Annual Yield', value: (r) => r.effectiveAnnualRate, format: 'percent' },
  ],
  report: {
    tabLabel: 'Yearly Breakdown',
    rows: (r) => r.rows,
    columns: [
      { header: 'Year', value: (row) => row.year, format: 'text' },
      { header: 'Opening Balance', value: (row) => row.openingBalance, format: 'currency' },
      { header: 'Interest Earned', value: (row) => row.interestEarned, format: 'currency' },
      { header: 'End of Year Balance', value: (row) => row.endOfYearBalance, format: 'currency' },
    ],
  },
};
