/**
 * Salary calculator: pure maths, no UI. All inputs are ANNUAL amounts.
 * gross = basic + HRA + special allowances + bonuses; deductions = PF + professional tax;
 * net annual = gross - deductions; net monthly = net annual / 12. CTC is required but not used in the maths;
 * it only raises a warning when the gross is above it.
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
  /** Shown beside the results; never a reason not to calculate. */
  warnings: string[];
}

/** Optional amounts (bonuses, PF, professional tax) count as 0 when missing. */
const isNum = (x: number | undefined): x is number => typeof x === 'number' && Number.isFinite(x);

const grossOf = (i: Partial<SalaryInputs>): number => num(i.basicSalary) + num(i.hra) + num(i.specialAllowances) + num(i.bonuses);
const deductionsOf = (i: Partial<SalaryInputs>): number => num(i.providentFund) + num(i.professionalTax);

export function calculateSalary(i: SalaryInputs): SalaryResult {
  const grossSalary = finite(grossOf(i));
  const totalDeductions = finite(deductionsOf(i));
  const netAnnualSalary = finite(grossSalary - totalDeductions);
  const result = { grossSalary, totalDeductions, netAnnualSalary, netMonthlySalary: finite(netAnnualSalary / 12), warnings: [] };
  return { ...result, warnings: salaryWarnings(i, result) };
}

export const GROSS_ABOVE_CTC_WARNING =
  'Gross Salary is more than the CTC you entered. CTC is not used in the calculation; check that every amount is annual.';
export const DEDUCTIONS_ABOVE_GROSS_WARNING = 'Total Deductions are more than Gross Salary, so the net salary is negative.';

/**
 * What looks inconsistent in a calculation that was still made: the specification computes without CTC, so
 * CTC (or deductions) never block the result; they earn a warning beside it.
 */
export function salaryWarnings(i: SalaryInputs, result: Omit<SalaryResult, 'warnings'>): string[] {
  const warnings: string[] = [];
  if (isNum(i.ctc) && result.grossSalary > i.ctc) warnings.push(GROSS_ABOVE_CTC_WARNING);
  if (result.totalDeductions > result.grossSalary) warnings.push(DEDUCTIONS_ABOVE_GROSS_WARNING);
  return warnings;
}
