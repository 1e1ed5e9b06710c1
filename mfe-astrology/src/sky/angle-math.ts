/*
 * Small angle helpers shared by the sky engine: every longitude is kept in [0, 360) and every difference in
 * (-180, 180], so that wrapping at 0° Aries never shows up as a 360° jump.
 */

export const DEG = Math.PI / 180;

/** An angle in degrees, brought into [0, 360). */
export function normalizeDegrees(angle: number): number {
  const wrapped = angle % 360;
  const result = wrapped < 0 ? wrapped + 360 : wrapped;
  // -1e-15 % 360 + 360 rounds to 360 itself.
  return result >= 360 ? 0 : result;
}

/** The shortest signed difference a - b, in degrees, in (-180, 180]. */
export function signedDifference(a: number, b: number): number {
  const difference = normalizeDegrees(a - b);
  return difference > 180 ? difference - 360 : difference;
}

/** atan2 in degrees, in [0, 360). */
export function atan2Degrees(y: number, x: number): number {
  return normalizeDegrees(Math.atan2(y, x) / DEG);
}
