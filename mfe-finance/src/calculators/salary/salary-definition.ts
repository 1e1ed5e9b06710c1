/*
 * The Salary Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of
 * @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import { amountField, choiceField, type CalculatorDefinition } from '@calc/shared';
import { calculateSalary, TAX_REGIME, type SalaryInputs, type SalaryResult } from './salary';
import { INCOME_TAX_FY_2025_26 } from '../../rules/india/income-tax-fy-2025-26';
import { SALARY_EXAMPLE_INPUTS } from './salary-example';

const annual = { hint: 'Annual amount.' };

export const salaryDefinition: CalculatorDefinition<keyof SalaryInputs, SalaryResult> = {
  id: 'salary',
  // The explanation's worked example, one tap away in the empty results.
  example: {
    values: { ...SALARY_EXAMPLE_INPUTS },
    label: (money) =>
      `a CTC of ${money(SALARY_EXAMPLE_INPUTS.ctc)} a year, with a basic salary of ${money(SALARY_EXAMPLE_INPUTS.basicSalary)}`,
  },
  inputCardTitle: 'Your annual salary',
  fields: [
    amountField('ctc', 'CTC', { placeholder: 'e.g. 1200000', hint: 'Cost to company, per year.' }),
    amountField('basicSalary', 'Basic Salary', { placeholder: 'e.g. 600000', ...annual }),
    amountField('hra', 'HRA', { placeholder: 'e.g. 240000', ...annual }),
    amountField('specialAllowances', 'Special Allowances', { placeholder: 'e.g. 200000', ...annual }),
    amountField('bonuses', 'Bonuses', { required: false, placeholder: 'e.g. 100000', ...annual }),
    amountField('providentFund', 'Provident Fund Deduction', { required: false, placeholder: 'e.g. 72000', ...annual }),
    amountField('professionalTax', 'Professional Tax Deduction', { required: false, placeholder: 'e.g. 2500', ...annual }),
    choiceField(
      'taxRegime',
      'Income Tax Regime',
      [
        { value: TAX_REGIME.notIncluded, label: 'Not included' },
        { value: TAX_REGIME.newRegime, label: 'New regime' },
        { value: TAX_REGIME.oldRegime, label: 'Old regime' },
      ],
      { hint: `India, FY ${INCOME_TAX_FY_2025_26.financialYear}: deducts the year’s income tax from the net salary.` },
    ),
  ],
  // Indian tax rules are written in rupees: while a regime is chosen, the page is in ₹.
  fixedCurrency: { code: 'INR', when: (choices) => Boolean(choices.taxRegime) },
  compute: calculateSalary,
  emptyResult: { grossSalary: 0, totalDeductions: 0, netAnnualSalary: 0, netMonthlySalary: 0, warnings: [] },
  results: [
    { label: 'Gross Salary', value: (r) => r.grossSalary, format: 'currency' },
    { label: 'Total Deductions', value: (r) => r.totalDeductions, format: 'currency' },
    { label: 'Income Tax', value: (r) => r.incomeTax ?? 0, format: 'currency', shown: (r) => r.incomeTax !== undefined },
    { label: 'Net Monthly Salary', value: (r) => r.netMonthlySalary, format: 'currency', headline: true },
    { label: 'Net Annual Salary', value: (r) => r.netAnnualSalary, format: 'currency' },
  ],
  warnings: (r) => r.warnings,
  message: (r) => ({
    text:
      r.incomeTax === undefined
        ? 'Gross Salary, Total Deductions and Net Annual Salary are per year; Net Monthly Salary is the annual net divided by 12.'
        : `Gross Salary, Total Deductions, Income Tax and Net Annual Salary are per year; Net Monthly Salary is the annual net divided by 12. Income Tax is under the ${r.incomeTaxRegime} regime for FY ${INCOME_TAX_FY_2025_26.financialYear}, with ${INCOME_TAX_FY_2025_26.cessRate}% cess, for a resident below 60${r.incomeTaxRegime === 'old' ? ', with the provident fund as section 80C and the professional tax deducted from salary' : ''}.`,
    tone: 'good',
  }),
};
