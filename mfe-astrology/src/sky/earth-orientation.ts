/*
 * The Earth's orientation at an instant, as astronomy-engine models it: nutation in longitude, the true obliquity
 * of the ecliptic and Greenwich apparent sidereal time. One place, so that the planets, the ayanamsa and the
 * houses all use the same nutation (its small errors then cancel in sidereal longitudes).
 */
import { e_tilt, SiderealTime, type AstroTime } from 'astronomy-engine';

/** Nutation in longitude Δψ, in degrees (astronomy-engine's abridged IAU 2000B series). */
export function nutationInLongitude(time: AstroTime): number {
  return e_tilt(time).dpsi / 3600;
}

/** True obliquity of the ecliptic ε (mean obliquity, IAU 2006, plus nutation in obliquity), in degrees. */
export function trueObliquity(time: AstroTime): number {
  return e_tilt(time).tobl;
}

/** Greenwich apparent sidereal time (Earth rotation angle plus the equation of the equinoxes), in degrees. */
export function greenwichApparentSiderealTime(time: AstroTime): number {
  return SiderealTime(time) * 15;
}
