/**
 * EPF (Employees' Provident Fund) calculator: pure maths, no UI.
 *
 * Each month the employee pays e% of basic pay + DA and the employer 12% of it, of which 8.33% (at most ₹1,250,
 * epf-rules.ts) goes to the pension scheme (EPS) and the rest to EPF: a monthly credit
 *   C = S (e + 12%) - min(8.33% S, 1,250),
 * credited at each month's end. Each month earns interest at r/12 on the balance it opened with, and the year's
 * interest is credited at the year's end (no compounding within the year), so with B the balance at the year's start
 *   interest = r/12 (12 B + (0 + 1 + ... + 11) C) = r/12 (12 B + 66 C),   B' = B + 12 C + interest.
 * The salary S rises by g once a year, from the second year on.
 */

import { finite, num } from '../../finance-library/number-guards';
import { EPF_RULES } from './epf-rules';

export interface EpfInputs {
  monthlyBasic: number;
  currentAge: number;
  retirementAge: number;
  salaryIncrease: number;
  employeeContribution: number;
  currentBalance: number;
  interestRate: number;
}

export interface EpfRow {
  year: number;
  /** Age at the end of the year. */
  age: number;
  /** Basic pay + DA a month during the year. */
  monthlyBasic: number;
  employeeContributions: number;
  /** The employer's share that goes to EPF. */
  employerContributions: number;
  /** The employer's share that goes to the pension scheme: not part of the EPF balance. */
  pensionContributions: number;
  interest: number;
  closingBalance: number;
}

export interface EpfResult {
  corpus: number;
  /** The balance brought in (Current EPF Balance). */
  openingBalance: number;
  employeeContributions: number;
  employerContributions: number;
  pensionContributions: number;
  totalInterest: number;
  years: number;
  rows: EpfRow[];
}

export const EMPTY_EPF: EpfResult = {
  corpus: 0,
  openingBalance: 0,
  employeeContributions: 0,
  employerContributions: 0,
  pensionContributions: 0,
  totalInterest: 0,
  years: 0,
  rows: [],
};

/** The month's split of the employer's 12%: to the pension scheme (capped) and the rest to EPF. */
export function employerSplit(monthlyBasic: number): { eps: number; epf: number } {
  const employer = (monthlyBasic * EPF_RULES.employerPercent) / 100;
  const eps = Math.min((monthlyBasic * EPF_RULES.epsPercent) / 100, EPF_RULES.epsMonthlyCap);
  return { eps, epf: employer - eps };
}

export function calculateEpf(i: EpfInputs): EpfResult {
  const age = Math.floor(num(i.currentAge));
  const years = Math.max(0, Math.floor(num(i.retirementAge)) - age);
  const monthlyRate = num(i.interestRate) / 1200;
  const growth = 1 + num(i.salaryIncrease) / 100;
  const employeeShare = num(i.employeeContribution) / 100;
  let basic = Math.max(0, num(i.monthlyBasic));
  const openingBalance = finite(Math.max(0, num(i.currentBalance)));
  let balance = openingBalance;
  const totals = { employee: 0, employer: 0, eps: 0, interest: 0 };
  const rows: EpfRow[] = [];
  for (let year = 1; year <= years; year++) {
    if (year > 1) basic = finite(basic * growth);
    const employee = basic * employeeShare;
    const { eps, epf } = employerSplit(basic);
    const credit = employee + epf;
    const interest = finite(monthlyRate * (12 * balance + 66 * credit));
    balance = finite(balance + 12 * credit + interest);
    totals.employee = finite(totals.employee + 12 * employee);
    totals.employer = finite(totals.employer + 12 * epf);
    totals.eps = finite(totals.eps + 12 * eps);
    totals.interest = finite(totals.interest + interest);
    rows.push({
      year,
      age: age + year,
      monthlyBasic: basic,
      employeeContributions: finite(12 * employee),
      employerContributions: finite(12 * epf),
      pensionContributions: finite(12 * eps),
      interest,
      closingBalance: balance,
    });
  }
  return {
    corpus: balance,
    openingBalance,
    employeeContributions: totals.employee,
    employerContributions: totals.employer,
    pensionContributions: totals.eps,
    totalInterest: totals.interest,
    years,
    rows,
  };
}
