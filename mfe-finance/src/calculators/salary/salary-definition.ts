import { amountField, type CalculatorDefinition } from '@calc/shared';
import { calculateSalary, type SalaryInputs, type SalaryResult } from './salary';

const annual = { hint: 'Annual amount.' };

export const salaryDefinition: CalculatorDefinition<keyof SalaryInputs, SalaryResult> = {
  id: 'salary',
  inputCardTitle: 'Your annual salary',
  fields: [
    amountField('ctc', 'CTC', { placeholder: 'e.g. 1200000', hint: 'Cost to company, per year.' }),
    amountField('basicSalary', 'Basic Salary', { placeholder: 'e.g. 600000', ...annual }),
    amountField('hra', 'HRA', { placeholder: 'e.g. 240000', ...annual }),
    amountField('specialAllowances', 'Special Allowances', { placeholder: 'e.g. 200000', ...annual }),
    amountField('bonuses', 'Bonuses', { required: false, placeholder: 'e.g. 100000', ...annual }),
    amountField('providentFund', 'Provident Fund Deduction', { required: false, placeholder: 'e.g. 72000', ...annual }),
    amountField('professionalTax', 'Professional Tax Deduction', { required: false, placeholder: 'e.g. 2500', ...annual }),
  ],
  compute: calculateSalary,
  emptyResult: { grossSalary: 0, totalDeductions: 0, netAnnualSalary: 0, netMonthlySalary: 0, warnings: [] },
  whenIncomplete: 'reset',
  resultsTabLabel: 'results',
  results: [
    { label: 'Gross Salary', value: (r) => r.grossSalary, format: 'currency' },
    { label: 'Total Deductions', value: (r) => r.totalDeductions, format: 'currency' },
    { label: 'Net Monthly Salary', value: (r) => r.netMonthlySalary, format: 'currency', headline: true },
    { label: 'Net Annual Salary', value: (r) => r.netAnnualSalary, format: 'currency' },
  ],
  warnings: (r) => r.warnings,
  message: () => ({
    text: 'Gross Salary, Total Deductions and Net Annual Salary are per year; Net Monthly Salary is the annual net divided by 12.',
    tone: 'good',
  }),
};
