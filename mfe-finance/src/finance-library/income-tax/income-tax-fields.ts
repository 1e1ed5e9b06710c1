/*
 * The income tax fields (salary, other income, age, the old regime's deductions, with their labels, bounds and hints):
 * the Income Tax page's, which the Advance Tax page asks word for word.
 */
import { amountField, choiceField, type FieldDefinition } from '@calc/shared';
import type { IncomeTaxInputs } from './income-tax';
import { wholeRupees } from './income-tax-format';
import { AGE_GROUP, INCOME_TAX_FY_2025_26 as RULES } from '../../rules/india/income-tax-fy-2025-26';

type IncomeTaxField = keyof IncomeTaxInputs;

const OLD_REGIME = 'Old regime deductions (optional)';
const { limits } = RULES.oldRegime;
const whole = wholeRupees;

function deductionField(name: IncomeTaxField, label: string, extra: Partial<FieldDefinition<IncomeTaxField>>) {
  return amountField(name, label, { required: false, group: OLD_REGIME, ...extra });
}

export const incomeTaxFields: FieldDefinition<IncomeTaxField>[] = [
  amountField('grossSalary', 'Gross Annual Salary', {
    placeholder: 'e.g. 1500000',
    hint: 'Salary for the year, before any deduction.',
  }),
  amountField('otherIncome', 'Other Income', {
    required: false,
    placeholder: 'e.g. 50000',
    hint: 'Interest, rent and other income taxed at the slab rates, for the year.',
  }),
  choiceField('age', 'Age', [
    { value: AGE_GROUP.below60, label: 'Below 60' },
    { value: AGE_GROUP.from60To79, label: '60 to 79' },
    { value: AGE_GROUP.from80, label: '80 and above' },
  ]),
  deductionField('section80C', 'Section 80C', {
    placeholder: 'e.g. 150000',
    hint: `PF, PPF, ELSS, life insurance, tuition fees…; up to ${whole(limits.section80C)} counts.`,
  }),
  deductionField('section80D', 'Section 80D', {
    placeholder: 'e.g. 25000',
    hint: 'Health insurance premiums you may claim for yourself, your family and your parents.',
  }),
  deductionField('hraExemption', 'HRA Exemption', {
    placeholder: 'e.g. 120000',
    hint: 'The exempt part of your HRA (the HRA calculator finds it).',
  }),
  deductionField('homeLoanInterest', 'Home Loan Interest (Section 24b)', {
    placeholder: 'e.g. 200000',
    hint: `Interest for a house you live in; up to ${whole(limits.homeLoanInterest)} counts.`,
  }),
  deductionField('otherDeductions', 'Other Deductions', {
    placeholder: 'e.g. 50000',
    hint: 'Any other deduction you may claim: 80CCD(1B), 80E, 80G, 80TTA…',
  }),
];
