/*
 * Solving a calculator backwards ("what monthly SIP reaches 1 crore?"): the pure inversions, no UI.
 * Closed forms where the maths has them; otherwise a bracketed bisection on the very function the calculator
 * uses, so feeding the solved value back reproduces the target. Groundwork for the "Solve for" control.
 */

export type { Solved } from '@calc/shared';

/** The relative tolerance of the bisection: far below a cent on any amount the bounds allow. */
export const SOLVE_TOLERANCE = 1e-12;

/**
 * The x in [low, high] where an increasing f crosses 0, by bisection (f(low) <= 0 <= f(high) required).
 * Bisection, not Newton: the calculators are step functions of months and years, where derivatives mislead.
 */
export function bisectIncreasing(f: (x: number) => number, low: number, high: number, tolerance = SOLVE_TOLERANCE): number {
  let lo = low;
  let hi = high;
  for (let step = 0; step < 200 && hi - lo > tolerance * Math.max(1, Math.abs(lo), Math.abs(hi)); step++) {
    const mid = (lo + hi) / 2;
    if (f(mid) < 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The rates a solved rate must lie between: the fields' own bounds. */
export const BOUNDS_OF_RATE = { min: -50, max: 100 } as const;

/** A count of months as a visitor says it: "12 years 5 months", "7 months", "3 years". */
export function yearsAndMonths(totalMonths: number): string {
  const whole = Math.round(totalMonths);
  const years = Math.floor(whole / 12);
  const months = whole % 12;
  const parts = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (months > 0 || years === 0) parts.push(`${months} ${months === 1 ? 'month' : 'months'}`);
  return parts.join(' ');
}
