/* Guards that keep every calculator output a plain finite number, whatever reaches the pure functions. */

const MAX = Number.MAX_VALUE;

/** NaN -> 0, overflow saturates at +-Number.MAX_VALUE, -0 -> 0. */
export function finite(x: number): number {
  if (x !== x) return 0; // NaN
  if (x > MAX) return MAX;
  if (x < -MAX) return -MAX;
  return x === 0 ? 0 : x;
}

/** A finite input or 0 (undefined counts as missing). */
export const num = (x: number | undefined): number => (typeof x === 'number' && Number.isFinite(x) ? x : 0);

/** Whole years, 0 for anything not a positive number. */
export const wholeYears = (x: number): number => (Number.isFinite(x) && x > 0 ? Math.floor(x) : 0);
