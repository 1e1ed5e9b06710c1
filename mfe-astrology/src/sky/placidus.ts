/*
 * Placidus house cusps: the intermediate cusps are the ecliptic points that have covered one or two thirds of
 * their own diurnal (11th, 12th) or nocturnal (2nd, 3rd) semi-arc, found by fixed-point iteration on right
 * ascension. Undefined at or beyond the polar circles (|latitude| ≥ 90° − ε), where part of the ecliptic never
 * rises or never sets: then it returns null, as Swiss Ephemeris reports failure there.
 */
import { DEG, normalizeDegrees } from './angle-math';
import { anglesOfSphere, eclipticLongitudeOfRightAscension, type LocalSphere } from './angles';

const MAX_ITERATIONS = 100;
/** Convergence of right ascension, degrees (about 0.004"). */
const TOLERANCE = 1e-6;

/** Diurnal semi-arc of a point of declination δ at latitude φ, degrees; NaN if it never rises or never sets. */
function diurnalSemiArc(declination: number, latitude: number): number {
  const cosine = -Math.tan(latitude * DEG) * Math.tan(declination * DEG);
  return cosine < -1 || cosine > 1 ? NaN : Math.acos(cosine) / DEG;
}

/**
 * The ecliptic point whose right ascension is RAMC + offset(semi-arc): `fraction` of the diurnal semi-arc east of
 * the upper meridian (above the horizon), or the diurnal semi-arc plus `fraction` of the nocturnal one.
 */
function cusp(sphere: LocalSphere, fraction: number, belowHorizon: boolean): number {
  const { ramc, obliquity, latitude } = sphere;
  const sinEpsilon = Math.sin(obliquity * DEG);
  let ra = normalizeDegrees(ramc + (belowHorizon ? 90 + 90 * fraction : 90 * fraction));
  for (let i = 0; i < MAX_ITERATIONS; i += 1) {
    const declination = Math.asin(sinEpsilon * Math.sin(eclipticLongitudeOfRightAscension(ra, obliquity) * DEG)) / DEG;
    const semiArc = diurnalSemiArc(declination, latitude);
    if (Number.isNaN(semiArc)) return NaN;
    const next = normalizeDegrees(ramc + (belowHorizon ? semiArc + (180 - semiArc) * fraction : semiArc * fraction));
    const change = Math.abs(normalizeDegrees(next - ra + 180) - 180);
    ra = next;
    if (change < TOLERANCE) return eclipticLongitudeOfRightAscension(ra, obliquity);
  }
  return NaN;
}

/** Twelve Placidus cusps (tropical degrees, cusp 1 = Ascendant), or null where the system is undefined. */
export function placidusCusps(sphere: LocalSphere): number[] | null {
  if (Math.abs(sphere.latitude) >= 90 - sphere.obliquity) return null;
  const { ascendant, midheaven } = anglesOfSphere(sphere);
  const c11 = cusp(sphere, 1 / 3, false);
  const c12 = cusp(sphere, 2 / 3, false);
  const c2 = cusp(sphere, 1 / 3, true);
  const c3 = cusp(sphere, 2 / 3, true);
  if ([c11, c12, c2, c3].some(Number.isNaN)) return null;
  const cusps = [ascendant, c2, c3, normalizeDegrees(midheaven + 180), 0, 0, 0, 0, 0, midheaven, c11, c12];
  // Houses 5 to 9 are opposite houses 11, 12, 1, 2 and 3.
  for (let index = 4; index <= 8; index += 1) cusps[index] = normalizeDegrees(cusps[(index + 6) % 12] + 180);
  return cusps;
}
