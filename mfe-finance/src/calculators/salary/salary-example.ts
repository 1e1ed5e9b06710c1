/*
 * The Salary Calculator's worked example for its explanation, every figure computed by the calculator's own maths so
 * the text cannot drift from what the page shows, and the inputs the page offers as a one-tap example while its results
 * are empty.
 */
import type { ExplanationExample } from '@calc/shared';
import { calculateSalary, type SalaryInputs } from './salary';
import type { ExampleFormat } from '../../explanations/example-format';

export const SALARY_EXAMPLE_INPUTS: SalaryInputs = {
  ctc: 1200000,
  basicSalary: 600000,
  hra: 240000,
  specialAllowances: 200000,
  bonuses: 100000,
  providentFund: 72000,
  professionalTax: 2500,
};

/** The worked example, every figure from calculateSalary, the function the calculator runs. */
export function salaryExample(inputs: SalaryInputs, f: ExampleFormat): ExplanationExample {
  const result = calculateSalary(inputs);
  const m = f.money;
  return {
    description: `A CTC of ${m(inputs.ctc)} a year: basic ${m(inputs.basicSalary)}, HRA ${m(inputs.hra)}, special allowances ${m(inputs.specialAllowances)} and bonuses ${m(inputs.bonuses)}; provident fund ${m(inputs.providentFund)} and professional tax ${m(inputs.professionalTax)} deducted.`,
    rows: [
      { label: 'Gross salary (a year)', value: m(result.grossSalary) },
      { label: 'Total deductions (a year)', value: m(result.totalDeductions) },
      { label: 'Net salary (a year)', value: m(result.netAnnualSalary) },
      { label: 'Net salary (a month)', value: m(result.netMonthlySalary), emphasis: true },
      { label: 'Part of the CTC not paid as salary', value: m(inputs.ctc - result.grossSalary) },
    ],
  };
}
