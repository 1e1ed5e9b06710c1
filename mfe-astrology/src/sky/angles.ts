/*
 * The chart's two angles: the Ascendant (the point of the ecliptic rising on the eastern horizon) and the
 * Midheaven (the point of the ecliptic on the upper meridian), from the local apparent sidereal time and the true
 * obliquity (spherical trigonometry as in Meeus, Astronomical Algorithms, ch. 13).
 */
import { atan2Degrees, DEG, normalizeDegrees } from './angle-math';
import { greenwichApparentSiderealTime, trueObliquity } from './earth-orientation';
import { astroTime } from './time-scale';

export interface Angles {
  /** Tropical longitude of the Ascendant, degrees. */
  ascendant: number;
  /** Tropical longitude of the Midheaven (MC), degrees. */
  midheaven: number;
}

/** The sky's frame at a place: right ascension of the meridian (RAMC) and true obliquity, degrees. */
export interface LocalSphere {
  ramc: number;
  obliquity: number;
  latitude: number;
}

export function localSphere(utc: Date, latitude: number, longitude: number): LocalSphere {
  const time = astroTime(utc);
  return {
    ramc: normalizeDegrees(greenwichApparentSiderealTime(time) + longitude),
    obliquity: trueObliquity(time),
    latitude,
  };
}

/** Ecliptic longitude of the ecliptic point with right ascension `ra` (both degrees). */
export function eclipticLongitudeOfRightAscension(ra: number, obliquity: number): number {
  return atan2Degrees(Math.sin(ra * DEG), Math.cos(ra * DEG) * Math.cos(obliquity * DEG));
}

export function anglesOfSphere({ ramc, obliquity, latitude }: LocalSphere): Angles {
  const theta = ramc * DEG;
  const epsilon = obliquity * DEG;
  const phi = latitude * DEG;
  const midheaven = eclipticLongitudeOfRightAscension(ramc, obliquity);
  const rising = atan2Degrees(Math.cos(theta), -(Math.sin(theta) * Math.cos(epsilon) + Math.tan(phi) * Math.sin(epsilon)));
  // Beyond the polar circles the formula can give the point west of the meridian; the Ascendant is then taken as
  // its opposite, so that it always lies in the half of the ecliptic after the Midheaven (as Swiss Ephemeris does).
  const ascendant = normalizeDegrees(rising - midheaven) > 180 ? normalizeDegrees(rising + 180) : rising;
  return { ascendant, midheaven };
}

/** Ascendant and Midheaven for an instant and a place (latitude north positive, longitude east positive). */
export function angles(utc: Date, latitude: number, longitude: number): Angles {
  return anglesOfSphere(localSphere(utc, latitude, longitude));
}
