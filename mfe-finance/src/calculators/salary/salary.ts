/**
 * Salary calculator: pure maths, no UI. All inputs are ANNUAL amounts.
 * gross = basic + HRA + special allowances + bonuses; deductions = PF + professional tax;
 * net annual = gross - deductions; net monthly = net annual / 12. CTC is required but not used in the maths.
 */

import { finite, num } from '../number-guards';

export interface SalaryInputs {
  ctc: number;
  basicSalary: number;
  hra: number;
  specialAllowances: number;
  bonuses: number;
  providentFund: number;
  professionalTax: number;
}
export interface SalaryResult {
  grossSalary: number;
  totalDeductions: number;
  netAnnualSalary: number;
  netMonthlySalary: number;
}

/** Optional amounts (bonuses, PF, professional tax) count as 0 when missing. */
const isNum = (x: number | undefined): x is number => typeof x === 'number' && Number.isFinite(x);

const grossOf = (i: Partial<SalaryInputs>): number => num(i.basicSalary) + num(i.hra) + num(i.specialAllowances) + num(i.bonuses);
const deductionsOf = (i: Partial<SalaryInputs>): number => num(i.providentFund) + num(i.professionalTax);

export function calculateSalary(i: SalaryInputs): SalaryResult {
  const grossSalary = finite(grossOf(i));
  const totalDeductions = finite(deductionsOf(i));
  const netAnnualSalary = finite(grossSalary - totalDeductions);
  return { grossSalary, totalDeductions, netAnnualSalary, netMonthlySalary: finite(netAnnualSalary / 12) };
}

/**
 * Cross-field inline messages; an empty object when fine. Required-field and range messages are the form's job:
 * a check here is made only when the numbers it needs are present (optional amounts count as 0).
 */
export function validateSalary(i: Partial<SalaryInputs>): Partial<Record<keyof SalaryInputs, string>> {
  const errors: Partial<Record<keyof SalaryInputs, string>> = {};
  if (isNum(i.basicSalary) && isNum(i.ctc) && i.basicSalary > i.ctc) errors.basicSalary = 'Basic Salary cannot exceed CTC.';
  if (isNum(i.basicSalary) && isNum(i.hra) && isNum(i.specialAllowances) && deductionsOf(i) > grossOf(i)) {
    errors.providentFund = 'Deductions cannot exceed gross salary.';
  }
  return errors;
}
