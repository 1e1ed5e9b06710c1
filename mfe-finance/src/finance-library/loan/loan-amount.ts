/*
 * The loan a monthly EMI repays: the Loan formula turned round, which the loan, car loan, education loan and
 * personal loan pages solve for and home loan eligibility computes.
 */
import type { Solved } from '../solve/solve';

/** The loan a monthly EMI repays in the tenure: EMI x (1 - (1 + r)^-n) / r, or EMI x n at 0 %. */
export function loanAmountFor(emi: number, annualRate: number, tenureYears: number): Solved<number> {
  if (!(emi > 0)) return { ok: false, reason: 'Enter a monthly EMI above 0.' };
  const r = annualRate / 100 / 12;
  const n = tenureYears * 12;
  return { ok: true, value: r === 0 ? emi * n : (emi * (1 - Math.pow(1 + r, -n))) / r };
}
