/*
 * Sade Sati and Dhaiya from a birth: the Moon's sidereal sign at birth (the janma rashi), and Saturn's passage
 * through the signs over a lifetime. Sade Sati is Saturn in the 12th, 1st and 2nd sign counted from the Moon's
 * (about 7½ years: its rising, peak and setting phases); Dhaiya (about 2½ years) is Saturn in the 4th (Kantaka or
 * Ardhashtama Shani) or the 8th (Ashtama Shani). Saturn's retrograde loops can take it back into the sign it left:
 * each stay is listed, and a phase shows every entry. Pure.
 */
import { chosenAyanamsa } from '../birth/sky-choices';
import { bodyLongitude, siderealLongitude, signStays, SIGNS, type AyanamsaId, type SignStay } from '../sky';

/** How far the lifetime's search runs from the birth. */
export const LIFETIME_YEARS = 100;

export type SaturnHouse = 12 | 1 | 2 | 4 | 8;

/** Each house's phase as the tables print it (houses counted from the Moon's sign, which is the 1st). */
export const PHASE_NAMES: Record<SaturnHouse, string> = {
  12: 'Rising (12th)',
  1: 'Peak (1st)',
  2: 'Setting (2nd)',
  4: 'Kantaka Shani (4th)',
  8: 'Ashtama Shani (8th)',
};

/** One stay of Saturn in a sign that matters: when it entered and left (null: before the birth / after the span). */
export interface SaturnStay {
  house: SaturnHouse;
  sign: string;
  start: Date | null;
  end: Date | null;
}

export interface SadeSati {
  /** Every stay in the 12th, 1st and 2nd, in order (a retrograde re-entry is a stay of its own). */
  stays: SaturnStay[];
  start: Date | null;
  end: Date | null;
}

export interface SadeSatiResult {
  ayanamsa: AyanamsaId;
  /** The Moon's sidereal longitude at birth, degrees. */
  moonLongitude: number;
  moonSign: { index: number; name: string };
  from: Date;
  to: Date;
  sadeSatis: SadeSati[];
  /** Stays in the 4th and 8th, in order. */
  dhaiyas: SaturnStay[];
}

const YEAR_MS = 365.25 * 86_400_000;
/** Saturn needs ~22 years to come back to the 12th: stays in the 12th-2nd closer than this belong to one Sade Sati. */
const SAME_SADE_SATI_GAP_MS = 5 * YEAR_MS;

/** The house (1 = the sign itself) of sign `sign` counted from `moonSign`. */
const houseFrom = (moonSign: number, sign: number) => ((sign - moonSign + 12) % 12) + 1;

function stayOf(stay: SignStay, house: SaturnHouse): SaturnStay {
  return { house, sign: `${SIGNS[stay.sign].name} (${SIGNS[stay.sign].sanskrit})`, start: stay.start, end: stay.end };
}

export function calculateSadeSati(birthUtc: Date, id: AyanamsaId = 'lahiri', years = LIFETIME_YEARS): SadeSatiResult {
  const moonLongitude = siderealLongitude(bodyLongitude('moon', birthUtc), birthUtc, id);
  const moonSign = Math.floor(moonLongitude / 30);
  const to = new Date(birthUtc.getTime() + years * YEAR_MS);
  const stays = signStays('saturn', birthUtc, to, id);
  const sadeSatis: SadeSati[] = [];
  const dhaiyas: SaturnStay[] = [];
  for (const stay of stays) {
    const house = houseFrom(moonSign, stay.sign);
    if (house === 4 || house === 8) dhaiyas.push(stayOf(stay, house));
    if (house !== 12 && house !== 1 && house !== 2) continue;
    const last = sadeSatis[sadeSatis.length - 1];
    const gap = last?.end && stay.start ? stay.start.getTime() - last.end.getTime() : Infinity;
    if (last && gap < SAME_SADE_SATI_GAP_MS) {
      last.stays.push(stayOf(stay, house));
      last.end = stay.end;
    } else sadeSatis.push({ stays: [stayOf(stay, house)], start: stay.start, end: stay.end });
  }
  return {
    ayanamsa: id,
    moonLongitude,
    moonSign: { index: moonSign, name: `${SIGNS[moonSign].name} (${SIGNS[moonSign].sanskrit})` },
    from: birthUtc,
    to,
    sadeSatis,
    dhaiyas,
  };
}

/** The page's calculation: a lifetime's Sade Satis and Dhaiyas from a birth (its moment; the ayanamsa chosen). */
export function sadeSatiOfBirth(birth: { utc: Date }, choices: Record<string, string>): SadeSatiResult {
  return calculateSadeSati(birth.utc, chosenAyanamsa(choices));
}

/** Whether an instant falls in a span whose open ends (null) reach before the birth or past the search. */
export function spanHolds(span: { start: Date | null; end: Date | null }, at: Date): boolean {
  return (
    (span.start === null || span.start.getTime() <= at.getTime()) && (span.end === null || at.getTime() < span.end.getTime())
  );
}
