/*
 * House cusps in the three systems the pages offer (Placidus, equal from the Ascendant, whole signs), and which
 * house a longitude falls in.
 */
import { normalizeDegrees } from './angle-math';
import { anglesOfSphere, localSphere } from './angles';
import { placidusCusps } from './placidus';

export type HouseSystem = 'placidus' | 'equal' | 'whole-sign';

/**
 * Twelve tropical cusps, cusp 1 first. Placidus: cusp 1 is the Ascendant and cusp 10 the Midheaven; null at or
 * beyond the polar circles (|latitude| ≥ 90° − ε, about 66.56°). Equal: cusp 1 is the Ascendant, then every 30°.
 * Whole sign: cusp 1 is 0° of the Ascendant's (tropical) sign; for sidereal whole signs, take the sign of the
 * sidereal Ascendant instead.
 */
export function houseCusps(system: HouseSystem, utc: Date, latitude: number, longitude: number): number[] | null {
  const sphere = localSphere(utc, latitude, longitude);
  if (system === 'placidus') return placidusCusps(sphere);
  const { ascendant } = anglesOfSphere(sphere);
  const first = system === 'equal' ? ascendant : Math.floor(ascendant / 30) * 30;
  return Array.from({ length: 12 }, (_, index) => normalizeDegrees(first + 30 * index));
}

/** The house (1..12) whose span, from its cusp forward to the next, holds the longitude; handles 0° Aries. */
export function houseOf(longitude: number, cusps: number[]): number {
  const point = normalizeDegrees(longitude);
  for (let index = 0; index < 12; index += 1) {
    const start = cusps[index];
    const span = normalizeDegrees(cusps[(index + 1) % 12] - start);
    if (normalizeDegrees(point - start) < span) return index + 1;
  }
  // Only reached when the cusps are not in zodiacal order: take the cusp just behind the point.
  let best = 0;
  for (let index = 1; index < 12; index += 1) {
    if (normalizeDegrees(point - cusps[index]) < normalizeDegrees(point - cusps[best])) best = index;
  }
  return best + 1;
}
