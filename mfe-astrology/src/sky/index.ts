/*
 * The sky engine: pure TypeScript (no React, no DOM) positions, ayanamsas, angles, houses, signs and nakshatras
 * for the astrology pages. Planetary theory comes from astronomy-engine (MIT); the rest is written here from
 * published formulas.
 *
 * Conventions (quoted by the pages' "How it is calculated"):
 * - Longitudes are geocentric, apparent and of date: corrected for light time and aberration, on the true
 *   ecliptic and equinox of date (precession IAU 2006, nutation IAU 2000B abridged, as astronomy-engine has them).
 *   The Sun, Moon and planets come from astronomy-engine (truncated VSOP87 for the planets, Pluto integrated
 *   from tabulated states, a Brown-type lunar theory for the Moon); checked against Swiss Ephemeris 2.10 over 1800–2100 to a few arc-
 *   seconds.
 * - Time: the instant is UTC (taken as UT1). ΔT = TT − UT (./delta-t.ts): Espenak–Meeus polynomials (NASA) before
 *   2005, IERS observed values 2005–2024, then a quadratic extrapolation close to Swiss Ephemeris' (75 s in 2050,
 *   93 s in 2100). It is installed as astronomy-engine's ΔT for the whole bundle when this module loads. Before
 *   1900 Swiss Ephemeris' ΔT is up to 5 s larger (1800), which moves the Moon by about 3".
 * - Rahu: the true (osculating) node by default — where the plane of the Moon's instantaneous geocentric orbit
 *   cuts the ecliptic of date; or the mean node (Meeus eq. 47.7) plus nutation. Ketu = Rahu + 180°, same speed.
 *   Speeds are central differences over ±1 hour; retrograde means negative speed (so the mean node always is).
 * - Ayanamsa: mean value at J2000.0 carried by the IAU 2006 general precession in longitude p_A, plus nutation in
 *   longitude; sidereal = tropical apparent − ayanamsa (what Swiss Ephemeris does for -sid1/-sid3/-sid5).
 *   Lahiri 23°51'25.532", Raman 22°24'38.847", Krishnamurti 23°45'36.864" (mean, J2000.0), calibrated against
 *   Swiss Ephemeris (Lahiri on 1 Jan 2000, 0h UT: 23°51'11.5" with nutation).
 * - Angles: local apparent sidereal time (GAST + east longitude) and the true obliquity of date give the
 *   Ascendant and the Midheaven. Beyond the polar circles the Ascendant is kept in the half of the ecliptic that
 *   follows the Midheaven (the rising point's opposite when needed), as Swiss Ephemeris does.
 * - Houses: Placidus (semi-arc trisection, by iteration), equal from the Ascendant, whole signs. Placidus is
 *   undefined at or beyond the polar circles, |latitude| ≥ 90° − ε ≈ 66.56°, and houseCusps returns null there.
 * - Signs are 30° from 0° Aries; nakshatras 13°20' from 0° Aries of the sidereal zodiac, padas 3°20'.
 * - Panchanga: tithi = elongation (Moon − Sun) ÷ 12°, karana ÷ 6°, yoga = (sidereal Sun + Moon) ÷ 13°20′; their
 *   ends to the second, within a few seconds of Swiss Ephemeris. Lunar months are amanta, named by the Sun's
 *   sidereal sign at the new moon that begins them (adhika when the Sun enters no sign during the month).
 * - Rise and set: astronomy-engine's searches, seen from the place; the Sun's visible rise (upper limb, 34′
 *   refraction) or its centre on the geometric horizon; the Moon's visible rise.
 */
export { BODY_NAMES, type BodyId, type BodyPosition, type NodeKind } from './bodies';
export { bodyLongitude, bodyPositions } from './body-positions';
export { AYANAMSAS, ayanamsa, siderealLongitude, type AyanamsaId } from './ayanamsa';
export { angles, type Angles } from './angles';
export { houseCusps, houseOf, type HouseSystem } from './houses';
export { SIGNS, degreeInSign, navamsaSign, signOf } from './zodiac';
export { formatDms } from './format-dms';
export { NAKSHATRAS, nakshatraOf } from './nakshatras';
export { findCrossing, forwardChanges, signChanges, type ForwardSpeed, type SegmentChange } from './crossing-search';
export { julianDay } from './time-scale';
export { nextRiseOrSet, type RiseOrSet, type RiseSetBody, type SunriseConvention } from './rise-set';
export {
  ELONGATION_SPEED,
  MOON_SPEED,
  SUN_SPEED,
  elongation,
  limbAngle,
  limbEnd,
  limbIndex,
  limbSpans,
  LIMB_PARTS,
  type LimbSpan,
  type PanchangaLimb,
} from './panchanga';
export {
  amantaMonth,
  LUNAR_MONTHS,
  newMoonsBetween,
  purnimantaMonth,
  samvatYears,
  type LunarMonth,
  type LunarMonthName,
} from './lunar-month';
export { signStays, type SignStay } from './transits';
