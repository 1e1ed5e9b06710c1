/**
 * Salary calculator: pure maths, no UI. All inputs are ANNUAL amounts.
 * gross = basic + HRA + special allowances + bonuses; deductions = PF + professional tax;
 * net annual = gross - deductions; net monthly = net annual / 12. CTC is required but not used in the maths;
 * it only raises a warning when the gross is above it.
 *
 * Income tax is deducted only when a regime is chosen (the default leaves the specification's page as it was): the
 * income tax calculator's function on the gross as salary income, at an age below 60, with the PF as section 80C
 * and the professional tax as a deduction from salary (section 16(iii)) under the old regime. Then
 * net annual = gross − deductions − income tax.
 */

import { finite, num } from '../../finance-library/number-guards';
import { taxUnderRegime } from '../../finance-library/income-tax/income-tax';
import { AGE_GROUP } from '../../rules/india/income-tax-fy-2025-26';

export interface SalaryInputs {
  ctc: number;
  basicSalary: number;
  hra: number;
  specialAllowances: number;
  bonuses: number;
  providentFund: number;
  professionalTax: number;
  /** A TAX_REGIME value; absent or 0: income tax not included. */
  taxRegime?: number;
}

/** The choice "Income Tax Regime": its values in a shared URL (?taxRegime=1). */
export const TAX_REGIME = { notIncluded: 0, newRegime: 1, oldRegime: 2 } as const;

export interface SalaryResult {
  grossSalary: number;
  totalDeductions: number;
  netAnnualSalary: number;
  netMonthlySalary: number;
  /** The year's income tax (with cess) and its regime, only when a regime is chosen. */
  incomeTax?: number;
  incomeTaxRegime?: 'new' | 'old';
  /** Shown beside the results; never a reason not to calculate. */
  warnings: string[];
}

/** Optional amounts (bonuses, PF, professional tax) count as 0 when missing. */
const isNum = (x: number | undefined): x is number => typeof x === 'number' && Number.isFinite(x);

const grossOf = (i: Partial<SalaryInputs>): number => num(i.basicSalary) + num(i.hra) + num(i.specialAllowances) + num(i.bonuses);
const deductionsOf = (i: Partial<SalaryInputs>): number => num(i.providentFund) + num(i.professionalTax);

const regimeOf = (choice: number | undefined): 'new' | 'old' | undefined =>
  choice === TAX_REGIME.newRegime ? 'new' : choice === TAX_REGIME.oldRegime ? 'old' : undefined;

/** The year's income tax on this salary under the chosen regime, or undefined when none is chosen. */
export function salaryIncomeTax(i: Partial<SalaryInputs>, grossSalary: number): number | undefined {
  const regime = regimeOf(i.taxRegime);
  if (!regime) return undefined;
  return taxUnderRegime(
    {
      grossSalary,
      otherIncome: 0,
      age: AGE_GROUP.below60,
      section80C: num(i.providentFund),
      section80D: 0,
      hraExemption: 0,
      homeLoanInterest: 0,
      otherDeductions: num(i.professionalTax),
    },
    regime,
  ).totalTax;
}

export function calculateSalary(i: SalaryInputs): SalaryResult {
  const grossSalary = finite(grossOf(i));
  const totalDeductions = finite(deductionsOf(i));
  const incomeTax = salaryIncomeTax(i, grossSalary);
  const netAnnualSalary = finite(grossSalary - totalDeductions - (incomeTax ?? 0));
  const result = {
    grossSalary,
    totalDeductions,
    netAnnualSalary,
    netMonthlySalary: finite(netAnnualSalary / 12),
    ...(incomeTax === undefined ? {} : { incomeTax, incomeTaxRegime: regimeOf(i.taxRegime) }),
    warnings: [],
  };
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
