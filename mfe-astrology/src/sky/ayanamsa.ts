/*
 * The three ayanamsas the pages offer: the arc from the sidereal zodiac's 0° Aries back to the equinox of date,
 * which sidereal longitudes subtract from tropical ones. Each is a fixed mean value at J2000.0 carried to the
 * date by the IAU 2006 general precession, plus nutation (the "true" ayanamsa, as Swiss Ephemeris reports it).
 */
import { generalPrecessionInLongitude } from './precession';
import { nutationInLongitude } from './earth-orientation';
import { normalizeDegrees } from './angle-math';
import { astroTime, centuriesTT } from './time-scale';

export type AyanamsaId = 'lahiri' | 'raman' | 'krishnamurti';

export const AYANAMSAS: { id: AyanamsaId; label: string; description: string }[] = [
  {
    id: 'lahiri',
    label: 'Lahiri (Chitrapaksha)',
    description:
      "India's official ayanamsa (Calendar Reform Committee, 1955): 23°15' on 21 March 1956 with nutation, " +
      'which puts the star Spica (Chitra) near 0° Libra; 23°51\'25.5" (mean) at J2000.0.',
  },
  {
    id: 'raman',
    label: 'Raman',
    description: "B. V. Raman's ayanamsa, about 1°27' smaller than Lahiri's; 22°24'38.8\" (mean) at J2000.0.",
  },
  {
    id: 'krishnamurti',
    label: 'Krishnamurti (KP)',
    description:
      "K. S. Krishnamurti's ayanamsa for Krishnamurti Paddhati, about 6' smaller than Lahiri's; 23°45'36.9\" " +
      '(mean) at J2000.0.',
  },
];

/**
 * Mean ayanamsa at J2000.0 (2000-01-01 12:00 TT), in arcseconds. Calibrated against Swiss Ephemeris 2.10
 * (swetest -ay1/-ay3/-ay5) over 1800–2100: with our precession and nutation the residuals stay within ±0.2".
 */
export const MEAN_AT_J2000_ARCSEC: Record<AyanamsaId, number> = {
  lahiri: 85_885.532,
  raman: 80_678.847,
  krishnamurti: 85_536.864,
};

/** Ayanamsa at an instant, degrees, including nutation in longitude (as swetest -sidN subtracts it). */
export function ayanamsa(utc: Date, id: AyanamsaId): number {
  const time = astroTime(utc);
  const mean = MEAN_AT_J2000_ARCSEC[id] / 3600 + generalPrecessionInLongitude(centuriesTT(time));
  return mean + nutationInLongitude(time);
}

/** Sidereal longitude: the tropical (apparent, of date) longitude less the ayanamsa, degrees in [0, 360). */
export function siderealLongitude(tropical: number, utc: Date, id: AyanamsaId): number {
  return normalizeDegrees(tropical - ayanamsa(utc, id));
}
