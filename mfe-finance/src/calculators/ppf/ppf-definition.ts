import { amountField, BOUNDS, rateField, yearsField, type CalculatorDefinition } from '@calc/shared';
import { calculatePpf, type PpfInputs, type PpfResult, type PpfRow } from './ppf';
import { PpfChart } from './ppf-chart';
import { PPF_RULES } from './ppf-rules';

const { minYearlyDeposit, maxYearlyDeposit, maturityYears, maxYears, interestRate } = PPF_RULES;

export const ppfDefinition: CalculatorDefinition<keyof PpfInputs, PpfResult, PpfRow> = {
  id: 'ppf',
  // The scheme's limits are Indian law, written in rupees.
  fixedCurrency: PPF_RULES.currency,
  fields: [
    amountField('yearlyInvestment', 'Yearly Investment', {
      min: minYearlyDeposit,
      max: maxYearlyDeposit,
      placeholder: 'e.g. 150000',
      hint: 'Deposited at the start of each financial year (by 5 April).',
    }),
    rateField('annualRate', 'Annual Interest Rate (%)', {
      ...BOUNDS.positiveRate,
      defaultValue: interestRate,
      placeholder: `e.g. ${interestRate}`,
      hint: 'Set by the government every quarter.',
    }),
    yearsField('timePeriod', 'Time Period (Years)', {
      min: maturityYears,
      max: maxYears,
      placeholder: `e.g. ${maturityYears}`,
      hint: `${maturityYears} years, or more with extensions of ${PPF_RULES.extensionBlockYears} years.`,
    }),
  ],
  compute: calculatePpf,
  emptyResult: { maturityAmount: 0, totalInvested: 0, totalInterest: 0, rows: [] },
  whenIncomplete: 'reset',
  resultsTabLabel: 'results',
  Chart: PpfChart,
  results: [
    { label: 'Maturity Amount', value: (r) => r.maturityAmount, format: 'currency', headline: true },
    { label: 'Total Invested', value: (r) => r.totalInvested, format: 'currency' },
    { label: 'Total Interest', value: (r) => r.totalInterest, format: 'currency' },
  ],
  report: {
    tabLabel: 'Yearly Breakdown',
    rows: (r) => r.rows,
    columns: [
      { header: 'Year', value: (row) => row.year, format: 'text' },
      { header: 'Deposit', value: (row) => row.deposit, format: 'currency' },
      { header: 'Total Invested', value: (row) => row.totalInvested, format: 'currency' },
      { header: 'Interest Earned', value: (row) => row.interestEarned, format: 'currency' },
      { header: 'End of Year Balance', value: (row) => row.endOfYearBalance, format: 'currency' },
    ],
  },
};
