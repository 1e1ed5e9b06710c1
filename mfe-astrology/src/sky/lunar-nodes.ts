/*
 * Rahu, the Moon's ascending node, which astronomy-engine does not give. The mean node is Meeus's polynomial
 * (Astronomical Algorithms, eq. 47.7, from Chapront's ELP-2000/82); the true node is the osculating one: where the
 * plane of the Moon's instantaneous orbit (its position × velocity) cuts the ecliptic of date.
 */
import { GeoMoonState, RotateVector, Rotation_EQJ_ECT, Vector, type AstroTime } from 'astronomy-engine';
import { atan2Degrees, normalizeDegrees } from './angle-math';
import { nutationInLongitude } from './earth-orientation';
import type { NodeKind } from './bodies';
import { centuriesTT } from './time-scale';

/** Longitude of the mean ascending node on the mean ecliptic and equinox of date, plus nutation (apparent). */
export function meanNodeLongitude(time: AstroTime): number {
  const T = centuriesTT(time);
  const mean = 125.0445479 - 1934.1362891 * T + 0.0020754 * T * T + (T * T * T) / 467_441 - (T * T * T * T) / 60_616_000;
  return normalizeDegrees(mean + nutationInLongitude(time));
}

/** Longitude of the osculating ascending node of the Moon's geocentric orbit, on the true ecliptic of date. */
export function trueNodeLongitude(time: AstroTime): number {
  const state = GeoMoonState(time);
  const toEcliptic = Rotation_EQJ_ECT(time);
  const r = RotateVector(toEcliptic, new Vector(state.x, state.y, state.z, time));
  const v = RotateVector(toEcliptic, new Vector(state.vx, state.vy, state.vz, time));
  // Orbit normal h = r × v; the ascending node lies along ẑ × h = (−h_y, h_x, 0).
  const hx = r.y * v.z - r.z * v.y;
  const hy = r.z * v.x - r.x * v.z;
  return atan2Degrees(hx, -hy);
}

export function nodeLongitude(kind: NodeKind, time: AstroTime): number {
  return kind === 'mean' ? meanNodeLongitude(time) : trueNodeLongitude(time);
}
