/*
 * The Home Loan Tax Benefit Calculator as data: its fields, figures, report and chart, from which the calculator
 * scaffold of @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, choiceField, rateField, yearsField, type CalculatorDefinition, type ReportColumn } from '@calc/shared';
import {
  calculateHomeLoanTaxBenefit,
  EMPTY_HOME_LOAN_TAX_BENEFIT,
  PROPERTY_USE,
  type HomeLoanTaxBenefitInputs,
  type HomeLoanTaxBenefitResult,
  type HomeLoanTaxBenefitRow,
} from './home-loan-tax-benefit';
import { financeChart } from '../../charts/finance-chart';
import { yearlyBreakdown } from '../../finance-library/breakdowns';
import { annualInterestRateField } from '../../finance-library/finance-presets';
import { LOAN_TAX_FY_2025_26 as RULES } from '../../rules/india/loan-tax-fy-2025-26';
import { HOME_LOAN_TAX_BENEFIT_EXAMPLE_INPUTS } from './home-loan-tax-benefit-example';
import { wholeRupees } from '../../finance-library/income-tax/income-tax-format';

/** The months in financial-year order, April first (the default: a first year of twelve EMIs). */
const MONTHS = [
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'January',
  'February',
  'March',
];
const MONTH_OPTIONS = MONTHS.map((label, index) => ({ value: ((index + 3) % 12) + 1, label }));

/** The old regime's slab rates: 5, 20 and 30 %. */
export const OLD_REGIME_SLABS = [5, 20, 30];

const letOut = (choices: Record<string, number>) => choices.propertyUse === PROPERTY_USE.letOut;

/** A column of a let-out house only. */
const letOutColumn = (value: (row: HomeLoanTaxBenefitRow) => number): Omit<ReportColumn<HomeLoanTaxBenefitRow>, 'header'> => ({
  value,
  format: 'currency',
  shown: (rows) => rows.some((row) => row.newRegimeDeduction > 0 || row.lossCarriedForward > 0),
});

export const homeLoanTaxBenefitDefinition: CalculatorDefinition<
  keyof HomeLoanTaxBenefitInputs,
  HomeLoanTaxBenefitResult,
  HomeLoanTaxBenefitRow
> = {
  id: 'home-loan-tax-benefit',
  example: {
    values: { ...HOME_LOAN_TAX_BENEFIT_EXAMPLE_INPUTS },
    label: (money) =>
      `a loan of ${money(HOME_LOAN_TAX_BENEFIT_EXAMPLE_INPUTS.loanAmount)} at ${HOME_LOAN_TAX_BENEFIT_EXAMPLE_INPUTS.annualRate}% for ${HOME_LOAN_TAX_BENEFIT_EXAMPLE_INPUTS.tenure} years, a self-occupied house, the ${HOME_LOAN_TAX_BENEFIT_EXAMPLE_INPUTS.taxSlab}% slab`,
  },
  // Indian tax law, in rupees.
  fixedCurrency: RULES.currency,
  fields: [
    amountField('loanAmount', 'Loan Amount', { placeholder: 'e.g. 5000000' }),
    annualInterestRateField('e.g. 8.5'),
    yearsField('tenure', 'Loan Tenure (Years)', { max: 40, placeholder: 'e.g. 20' }),
    choiceField('firstEmiMonth', 'First EMI Month', MONTH_OPTIONS, {
      hint: 'Year 1 is the financial year (April to March) of the first EMI.',
    }),
    amountField('other80C', 'Other 80C Investments', {
      required: false,
      placeholder: 'e.g. 50000',
      hint: `A year: EPF, PPF, ELSS, life insurance, children’s tuition fees; with the principal, at most ${wholeRupees(RULES.homeLoan.section80CLimit)}.`,
    }),
    rateField('taxSlab', 'Tax Slab (%)', {
      min: 0,
      max: 30,
      placeholder: 'e.g. 30',
      quickChoices: OLD_REGIME_SLABS,
      hint: `Your slab under the old regime; the ${RULES.cessRate}% cess is added.`,
    }),
    choiceField('propertyUse', 'Property Use', [
      { value: PROPERTY_USE.selfOccupied, label: 'Self-occupied' },
      { value: PROPERTY_USE.letOut, label: 'Let Out' },
    ]),
    amountField('annualRent', 'Annual Rent', {
      required: false,
      placeholder: 'e.g. 240000',
      hint: 'Received in a year, less the municipal taxes you paid.',
      shownWhen: letOut,
    }),
  ],
  compute: (values) => calculateHomeLoanTaxBenefit(values),
  emptyResult: EMPTY_HOME_LOAN_TAX_BENEFIT,
  Chart: financeChart('home-loan-tax-benefit', () =>
    import('./home-loan-tax-benefit-chart').then((chart) => chart.homeLoanTaxBenefitChartSpecs),
  ),
  results: [
    { label: 'Tax Saved in Year 1', value: (r) => r.first.taxSaved, format: 'currency', headline: true },
    { label: 'Interest Paid in Year 1', value: (r) => r.first.interestPaid, format: 'currency' },
    { label: 'Principal Repaid in Year 1', value: (r) => r.first.principalPaid, format: 'currency' },
    { label: 'Deduction in Year 1', value: (r) => r.first.deduction, format: 'currency' },
    { label: 'Total Tax Saved (Old Regime)', value: (r) => r.totalTaxSaved, format: 'currency' },
    { label: 'EMI', value: (r) => r.emi, format: 'currency' },
    { label: 'Tax Saved Under the New Regime', value: (r) => r.newRegimeTaxSaved, format: 'currency', shown: (r) => !r.letOut },
    {
      label: 'Interest Deducted Under the New Regime',
      value: (r) => r.totalNewRegimeDeduction,
      format: 'currency',
      shown: (r) => r.letOut,
    },
  ],
  message: (r) => {
    if (r.rows.length === 0) return null;
    return r.letOut
      ? {
          tone: 'bad',
          text: 'Under the new regime the interest only reduces this house’s rent to nil (the figure above, over the whole loan): no loss is set off against other income or carried forward, and the principal gets nothing under 80C.',
        }
      : {
          tone: 'bad',
          text: `Under the new regime a self-occupied house gets no deduction at all, neither the interest (24(b)) nor the principal (80C): the tax saved is 0. The savings above need the old regime.`,
        };
  },
  report: yearlyBreakdown({
    EMIs: { value: (row) => row.emis, format: 'text' },
    'Interest Paid': 'interestPaid',
    'Principal Repaid': 'principalPaid',
    'Interest Deducted (24(b))': 'interestDeduction',
    'Principal Deducted (80C)': 'principalDeduction',
    'Total Deduction': 'deduction',
    'Tax Saved': 'taxSaved',
    'Loss Carried Forward': letOutColumn((row) => row.lossCarriedForward),
    'New Regime Deduction': letOutColumn((row) => row.newRegimeDeduction),
  }),
};
