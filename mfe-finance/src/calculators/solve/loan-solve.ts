import type { Solved } from './solve';

/** The loan a monthly EMI repays in the tenure: EMI x (1 - (1 + r)^-n) / r, or EMI x n at 0 %. */
export function loanAmountFor(emi: number, annualRate: number, tenureYears: number): Solved<number> {
  if (!(emi > 0)) return { ok: false, reason: 'Enter a monthly EMI above 0.' };
  const r = annualRate / 100 / 12;
  const n = tenureYears * 12;
  return { ok: true, value: r === 0 ? emi * n : (emi * (1 - Math.pow(1 + r, -n))) / r };
}

/**
 * The months a monthly EMI takes to repay the loan: -ln(1 - P r / EMI) / ln(1 + r), and the whole years of tenure
 * that cover them. An EMI at or below the first month's interest never repays anything.
 */
export function loanTenureFor(
  emi: number,
  loanAmount: number,
  annualRate: number,
): Solved<{ months: number; wholeYears: number }> {
  if (!(emi > 0) || !(loanAmount > 0)) return { ok: false, reason: 'Enter a loan amount and an EMI above 0.' };
  const r = annualRate / 100 / 12;
  const firstInterest = loanAmount * r;
  if (emi <= firstInterest) {
    return {
      ok: false,
      reason: `An EMI of at most the first month's interest (${firstInterest.toFixed(2)}) never repays the loan: raise the EMI above it.`,
    };
  }
  const months = r === 0 ? loanAmount / emi : -Math.log(1 - firstInterest / emi) / Math.log(1 + r);
  return { ok: true, value: { months, wholeYears: Math.ceil(months / 12 - 1e-9) } };
}
