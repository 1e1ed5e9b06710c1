/*
 * Kundli matching from two people: each one's Moon (sign, nakshatra, pada) from the birth, or as told, and Manglik
 * from the birth (Mars counted in whole signs from the Ascendant, and from the Moon); then the Ashtakoota (./guna-milan).
 * Pure: the sky engine, no React.
 */
import { angles, AYANAMSAS, bodyLongitude, NAKSHATRAS, siderealLongitude, signChanges, signOf, type AyanamsaId } from '../sky';
import type { Birth } from '../birth/birth-inputs';
import { localDay } from '../birth/local-time';
import { isManglikChart, MANGLIK_HOUSES } from '../birth-chart/manglik-rule';
import { gunaMilan, moonPlaceOf, type GunaMilan, type MoonPlace } from './guna-milan';
import type { PersonCheck } from './match-inputs';

export interface ManglikCount {
  /** The house Mars is in, counted in whole signs from the reference (1: the same sign). */
  house: number;
  manglik: boolean;
}

export interface PersonSky {
  moon: MoonPlace;
  /** The birth, when it was given (null: the Moon's place as told). */
  birth: Birth | null;
  /** Mars from the Ascendant (null without a birth time) and from the Moon (null without a birth). */
  manglik: { fromAscendant: ManglikCount | null; fromMoon: ManglikCount | null } | null;
  /** Birth time unknown: the Moon's nakshatra changes during that day, at these instants (the result may change). */
  moonChanges: { at: Date; from: string; to: string }[];
}

export interface KundliMatch {
  ayanamsa: { id: AyanamsaId; label: string };
  boy: PersonSky;
  girl: PersonSky;
  milan: GunaMilan;
  /** Manglik for the match, by the birth chart's rule; null when a birth is missing. */
  manglikMatch: { boy: boolean; girl: boolean } | null;
}

export function ayanamsaOf(choices: Record<string, string>): AyanamsaId {
  return (AYANAMSAS.find((a) => a.id === choices.ayanamsa)?.id ?? 'lahiri') as AyanamsaId;
}

const house = (sign: number, from: number) => ((sign - from + 12) % 12) + 1;

function countFrom(marsSign: number, fromSign: number): ManglikCount {
  const h = house(marsSign, fromSign);
  return { house: h, manglik: (MANGLIK_HOUSES as readonly number[]).includes(h) };
}

/** One person's Moon and Mars from the birth, sidereal with the chosen ayanamsa. */
export function personSkyOfBirth(birth: Birth, id: AyanamsaId): PersonSky {
  const sidereal = (body: 'moon' | 'mars', utc: Date) => siderealLongitude(bodyLongitude(body, utc), utc, id);
  const moon = moonPlaceOf(sidereal('moon', birth.utc));
  const marsSign = signOf(sidereal('mars', birth.utc));
  const ascendantSign = birth.timeKnown
    ? signOf(siderealLongitude(angles(birth.utc, birth.latitude, birth.longitude).ascendant, birth.utc, id))
    : null;
  let moonChanges: PersonSky['moonChanges'] = [];
  if (!birth.timeKnown) {
    const { start, end } = localDay(birth.local, birth.offsetMinutes);
    moonChanges = signChanges((utc) => sidereal('moon', utc), start, end, 30, 27).map((change) => ({
      at: change.at,
      from: NAKSHATRAS[change.from].name,
      to: NAKSHATRAS[change.to].name,
    }));
  }
  return {
    moon,
    birth,
    manglik: {
      fromAscendant: ascendantSign === null ? null : countFrom(marsSign, ascendantSign),
      fromMoon: countFrom(marsSign, moon.sign),
    },
    moonChanges,
  };
}

function personSky(check: Extract<PersonCheck, { ok: true }>, id: AyanamsaId): PersonSky {
  if (check.known === 'birth') return personSkyOfBirth(check.birth, id);
  return { moon: check.moon, birth: null, manglik: null, moonChanges: [] };
}

/** Manglik as the birth chart says it (birth-chart/manglik-rule.ts); null without a birth. */
export function isManglik(person: PersonSky): boolean | null {
  return person.manglik ? isManglikChart(person.manglik) : null;
}

export function calculateMatch(
  boy: Extract<PersonCheck, { ok: true }>,
  girl: Extract<PersonCheck, { ok: true }>,
  choices: Record<string, string>,
): KundliMatch {
  const id = ayanamsaOf(choices);
  const b = personSky(boy, id);
  const g = personSky(girl, id);
  const bm = isManglik(b);
  const gm = isManglik(g);
  return {
    ayanamsa: { id, label: AYANAMSAS.find((a) => a.id === id)!.label },
    boy: b,
    girl: g,
    milan: gunaMilan(b.moon, g.moon),
    manglikMatch: bm === null || gm === null ? null : { boy: bm, girl: gm },
  };
}
