/*
 * The Lump Sum Calculator's maths turned round (amount and years for a target), kept apart from its modes so that it
 * can be tested as plain numbers.
 */
import type { Solved } from '../../finance-library/solve/solve';

/** The amount to invest today so that, compounded annually, it reaches the target: target / (1 + r)^years. */
export function lumpSumAmountFor(target: number, annualRate: number, years: number): Solved<number> {
  if (!(target > 0)) return { ok: false, reason: 'Enter a target amount above 0.' };
  const growth = Math.pow(1 + annualRate / 100, years);
  if (!(growth > 0)) return { ok: false, reason: 'At -100 % nothing is left to grow.' };
  return { ok: true, value: target / growth };
}

/** The years an amount needs to reach the target: ln(target / amount) / ln(1 + r), and the whole years. */
export function lumpSumYearsFor(
  target: number,
  amount: number,
  annualRate: number,
): Solved<{ exact: number; wholeYears: number }> {
  if (!(target > 0) || !(amount > 0)) return { ok: false, reason: 'Enter an amount and a target above 0.' };
  if (target <= amount) return { ok: true, value: { exact: 0, wholeYears: 0 } };
  if (!(annualRate > 0)) return { ok: false, reason: 'Without a positive rate the amount never grows: raise the rate.' };
  const exact = Math.log(target / amount) / Math.log(1 + annualRate / 100);
  // Rounded up, but a float hair above a whole year is that year.
  return { ok: true, value: { exact, wholeYears: Math.ceil(exact - 1e-9) } };
}
