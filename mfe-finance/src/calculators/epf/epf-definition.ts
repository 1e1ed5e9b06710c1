/*
 * The EPF Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of @calc/shared
 * builds the page (input card, validation, shareable URL, table, CSV).
 */
import { ageField, amountField, BOUNDS, rateField, type CalculatorDefinition } from '@calc/shared';
import { calculateEpf, EMPTY_EPF, type EpfInputs, type EpfResult, type EpfRow } from './epf';
import { financeChart } from '../../charts/finance-chart';
import { EPF_RULES } from './epf-rules';
import { schemeRateField, totalInterest } from '../../finance-library/finance-presets';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { EPF_EXAMPLE_INPUTS } from './epf-example';

const { interestRate, employeePercent, retirementAge, maxRetirementAge } = EPF_RULES;

export const epfDefinition: CalculatorDefinition<keyof EpfInputs, EpfResult, EpfRow> = {
  id: 'epf',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...EPF_EXAMPLE_INPUTS },
    label: (money) =>
      `a basic salary of ${money(EPF_EXAMPLE_INPUTS.monthlyBasic)} a month from age ${EPF_EXAMPLE_INPUTS.currentAge} to ${EPF_EXAMPLE_INPUTS.retirementAge}`,
  },
  // The scheme's shares and ceiling are Indian law, written in rupees.
  fixedCurrency: EPF_RULES.currency,
  fields: [
    amountField('monthlyBasic', 'Monthly Basic Salary + DA', {
      placeholder: 'e.g. 50000',
      hint: 'Basic pay plus dearness allowance, a month: what PF is worked out on.',
    }),
    ageField('currentAge', 'Current Age', { min: 18, max: maxRetirementAge - 1, placeholder: 'e.g. 30' }),
    ageField('retirementAge', 'Retirement Age', {
      min: 19,
      max: maxRetirementAge,
      defaultValue: retirementAge,
      placeholder: `e.g. ${retirementAge}`,
    }),
    rateField('salaryIncrease', 'Annual Salary Increase (%)', {
      ...BOUNDS.positiveRate,
      defaultValue: 5,
      placeholder: 'e.g. 5',
      hint: 'Once a year.',
    }),
    rateField('employeeContribution', 'Employee Contribution (%)', {
      min: 10,
      max: 100,
      defaultValue: employeePercent,
      placeholder: `e.g. ${employeePercent}`,
      hint: '12% by law (10% in some establishments); more is Voluntary PF.',
    }),
    amountField('currentBalance', 'Current EPF Balance', { required: false, placeholder: 'e.g. 200000', hint: 'Optional.' }),
    schemeRateField(
      'interestRate',
      'EPF Interest Rate (%)',
      interestRate,
      `Declared by EPFO every year: ${interestRate}% for FY ${EPF_RULES.rateFinancialYear}.`,
    ),
  ],
  validate: (v) => (v.retirementAge > v.currentAge ? {} : { retirementAge: 'Enter a retirement age above your current age.' }),
  compute: calculateEpf,
  emptyResult: EMPTY_EPF,
  Chart: financeChart('epf', () => import('./epf-chart').then((chart) => chart.epfChartSpecs), { donut: true }),
  results: [
    { label: 'Corpus at Retirement', value: (r) => r.corpus, format: 'currency', headline: true },
    { label: 'Your Contributions', value: (r) => r.employeeContributions, format: 'currency' },
    { label: "Employer's Contributions", value: (r) => r.employerContributions, format: 'currency' },
    totalInterest(),
  ],
  report: yearlyBreakdown({
    Age: { value: (row) => row.age, format: 'text' },
    'Basic + DA a Month': 'monthlyBasic',
    'Your Contributions': 'employeeContributions',
    "Employer's Contributions": 'employerContributions',
    'To Pension (EPS)': 'pensionContributions',
    Interest: 'interest',
    'Closing Balance': 'closingBalance',
  }),
};
