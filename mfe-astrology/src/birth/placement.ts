/*
 * A longitude as an astrologer reads it: sign, degree in the sign (d°m's"), and in the sidereal zodiac the
 * nakshatra and its pada. Shared by the sky pages' calculations (which load with the ephemeris, on Calculate).
 */
import { degreeInSign, formatDms, nakshatraOf, siderealLongitude, SIGNS, signOf, type AyanamsaId, type BodyId } from '../sky';

export type Zodiac = 'sidereal' | 'tropical';

export interface Placement {
  /** In the zodiac asked for, degrees [0, 360). */
  longitude: number;
  sign: number;
  signName: string;
  /** The sign's Sanskrit name (Mesha…). */
  sanskrit: string;
  degree: number;
  /** 7°43'56" */
  degreeText: string;
  /** Sidereal only. */
  nakshatra?: { index: number; name: string; pada: number; lord: BodyId };
}

export function placementOf(longitude: number, zodiac: Zodiac): Placement {
  const sign = signOf(longitude);
  const degree = degreeInSign(longitude);
  const placement: Placement = {
    longitude,
    sign,
    signName: SIGNS[sign].name,
    sanskrit: SIGNS[sign].sanskrit,
    degree,
    degreeText: formatDms(degree),
  };
  if (zodiac === 'sidereal') {
    const { index, name, pada, lord } = nakshatraOf(longitude);
    placement.nakshatra = { index, name, pada, lord };
  }
  return placement;
}

/** A tropical longitude in the zodiac asked for, at that instant. */
export function zodiacLongitude(tropical: number, utc: Date, zodiac: Zodiac, ayanamsaId: AyanamsaId): number {
  if (zodiac === 'tropical') return tropical;
  return siderealLongitude(tropical, utc, ayanamsaId);
}

/** 'Taurus 7°43'56"' */
export const signAndDegree = (placement: Placement) => `${placement.signName} ${placement.degreeText}`;
