/*
 * The Advance Tax Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of
 * @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, choiceField, zeroInputs, type CalculatorDefinition, type FieldDefinition } from '@calc/shared';
import { calculateAdvanceTax, TAX_REGIME, type AdvanceTaxInputs, type AdvanceTaxResult, type InstalmentDue } from './advance-tax';
import { incomeTaxFields } from '../../finance-library/income-tax/income-tax-fields';
import { wholeRupees } from '../../finance-library/income-tax/income-tax-format';
import { ADVANCE_TAX_FY_2025_26 as RULES } from '../../rules/india/advance-tax-fy-2025-26';
import { ADVANCE_TAX_EXAMPLE_INPUTS } from './advance-tax-example';

type AdvanceTaxField = keyof AdvanceTaxInputs;

// The income tax calculator's own fields (labels, bounds, hints): its income first, its old-regime deductions last.
const incomeFields: FieldDefinition<AdvanceTaxField>[] = incomeTaxFields.filter((field) => !field.group);
const deductionFields: FieldDefinition<AdvanceTaxField>[] = incomeTaxFields.filter((field) => field.group);

const due = (r: AdvanceTaxResult) => r.status === 'due';
const threshold = wholeRupees(RULES.threshold);

/** The message under the figures: when and why nothing is due, said plainly. */
export function advanceTaxNote(r: AdvanceTaxResult): string {
  if (r.status === 'senior')
    return `No advance tax is due: a resident aged ${RULES.seniorExemptFromAge} or more without income from a business or profession pays none (section 207(2)). Pay any tax left after TDS/TCS as self-assessment tax before you file your return.`;
  if (r.status === 'below-threshold')
    return r.taxAfterTds === 0
      ? 'No advance tax is due: your TDS/TCS covers the year’s tax.'
      : `No advance tax is due: your tax after TDS/TCS is under ${threshold} (section 208). Pay it as self-assessment tax before you file your return.`;
  return `Advance tax is due: by each date, pay at least the cumulative amount shown (section 211). A shortfall costs interest under sections 234B and 234C.`;
}

const fields: FieldDefinition<AdvanceTaxField>[] = [
  ...incomeFields,
  choiceField('taxRegime', 'Tax Regime', [
    { value: TAX_REGIME.new, label: 'New' },
    { value: TAX_REGIME.old, label: 'Old' },
  ]),
  amountField('tdsDeducted', 'TDS/TCS Deducted', {
    required: false,
    placeholder: 'e.g. 50000',
    hint: 'Tax deducted or collected at source for the whole year: your employer’s TDS, your bank’s, TCS (Form 26AS shows it).',
  }),
  ...deductionFields,
];

export const advanceTaxDefinition: CalculatorDefinition<AdvanceTaxField, AdvanceTaxResult, InstalmentDue> = {
  id: 'advance-tax',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...ADVANCE_TAX_EXAMPLE_INPUTS },
    label: (money) =>
      `a gross salary of ${money(ADVANCE_TAX_EXAMPLE_INPUTS.grossSalary)} and ${money(ADVANCE_TAX_EXAMPLE_INPUTS.otherIncome)} of other income, ${money(ADVANCE_TAX_EXAMPLE_INPUTS.tdsDeducted)} TDS`,
  },
  inputCardTitle: `Your income, FY ${RULES.financialYear}`,
  fixedCurrency: 'INR',
  fields,
  compute: (values) => calculateAdvanceTax(values),
  emptyResult: calculateAdvanceTax(zeroInputs(fields)),
  results: [
    { label: 'Advance Tax Due', value: (r) => r.advanceTaxDue, format: 'currency', headline: true },
    { label: 'Tax for the Year', value: (r) => r.taxForYear, format: 'currency' },
    { label: 'Tax After TDS/TCS', value: (r) => r.taxAfterTds, format: 'currency' },
    { label: 'Refund Due', value: (r) => r.refundDue, format: 'currency', shown: (r) => r.refundDue > 0 },
    // Each instalment's own amount; the report adds the cumulative ones.
    ...RULES.instalments.map((instalment, k) => ({
      label: `Due by ${instalment.dueDateText}`,
      value: (r: AdvanceTaxResult) => r.instalments[k]?.amount ?? 0,
      format: 'currency' as const,
      shown: due,
    })),
  ],
  report: {
    tabLabel: 'Instalments',
    rows: (r) => r.instalments,
    columns: [
      { header: 'Due By', value: (row) => row.dueDateText, format: 'text' },
      { header: 'Cumulative Share', value: (row) => row.cumulativePercent, format: 'percent' },
      { header: 'Cumulative Amount', value: (row) => row.cumulativeAmount, format: 'currency' },
      { header: 'Instalment Amount', value: (row) => row.amount, format: 'currency' },
    ],
  },
  message: (r) => ({ text: advanceTaxNote(r), tone: 'good' }),
};
