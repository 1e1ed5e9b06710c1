/*
 * Pure zodiac arithmetic of the drawings: signs and degrees brought into range, whole-sign houses (house 1 is the
 * ascendant's sign) and the house of a longitude between twelve cusps.
 */

/** An angle in degrees brought into 0 ≤ a < 360. */
export function normalizeDegrees(angle: number): number {
  const a = angle % 360;
  const b = a < 0 ? a + 360 : a;
  return b >= 360 || b === 0 ? 0 : b; // -1e-15 would give 360; b === 0 turns -0 into 0
}

/** A sign index brought into 0..11 (13 is Taurus, -1 is Pisces). */
export function normalizeSign(sign: number): number {
  const s = Math.floor(sign) % 12;
  return s < 0 ? s + 12 : s;
}

/** Whole-sign house (1..12) of a sign, counted from the ascendant's sign: the ascendant's own sign is house 1. */
export function houseOfSign(sign: number, ascendantSign: number): number {
  return normalizeSign(sign - ascendantSign) + 1;
}

/** The sign (0..11) of a whole-sign house (1..12). */
export function signOfHouse(house: number, ascendantSign: number): number {
  return normalizeSign(ascendantSign + house - 1);
}

/**
 * The house (1..12) of a longitude between twelve cusps (cusps[0] begins house 1), each house running forward in
 * the zodiac from its cusp to the next one, across 0° Aries where it has to. Null if the cusps are not twelve.
 */
export function houseOfLongitude(longitude: number, cusps: readonly number[]): number | null {
  if (cusps.length !== 12) return null;
  const lon = normalizeDegrees(longitude);
  for (let i = 0; i < 12; i++) {
    const start = cusps[i];
    const span = normalizeDegrees(cusps[(i + 1) % 12] - start);
    if (normalizeDegrees(lon - start) < span) return i + 1;
  }
  return null;
}
