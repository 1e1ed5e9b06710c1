/*
 * The birth chart's calculation: every body and the Ascendant in the chosen zodiac, with sign, degree, nakshatra and
 * pada, house and retrograde; the houses (whole signs for the Indian charts; Placidus, equal or whole signs for the
 * wheel); the Navamsa (D9); Manglik; and, when the birth time is unknown, what changes during that day. Pure.
 */
import {
  angles,
  AYANAMSAS,
  ayanamsa,
  bodyLongitude,
  bodyPositions,
  BODY_NAMES,
  houseCusps,
  houseOf,
  NAKSHATRAS,
  navamsaSign,
  SIGNS,
  signChanges,
  siderealLongitude,
  signOf,
  type AyanamsaId,
  type BodyId,
  type HouseSystem,
  type NodeKind,
} from '../sky';
import type { Birth } from '../birth/birth-inputs';
import { localDay, timeOnDay } from '../birth/local-time';
import { placementOf, zodiacLongitude, type Placement, type Zodiac } from '../birth/placement';
import { MANGLIK_HOUSES } from './manglik-rule';

export interface BirthChartChoices {
  zodiac: Zodiac;
  ayanamsa: AyanamsaId;
  style: 'north' | 'south';
  houses: HouseSystem;
  node: NodeKind;
}

export interface ChartRow extends Placement {
  id: BodyId | 'ascendant' | 'midheaven';
  name: string;
  /** 1-12; null for the Midheaven or when the time is unknown. */
  house: number | null;
  retrograde: boolean;
}

export interface ManglikCheck {
  /** The house Mars occupies counted from the reference sign (whole signs). */
  house: number;
  manglik: boolean;
}

export interface DayChange {
  /** 'the Moon moves from Rohini to Mrigashira at 14:32 that day' */
  text: string;
  at: Date;
}

export interface BirthChartResult {
  zodiac: Zodiac;
  ayanamsa: { id: AyanamsaId; label: string; value: number } | null;
  node: NodeKind;
  /** Every body (and the Ascendant and Midheaven when the time is known), in chart order. */
  rows: ChartRow[];
  ascendantSign: number | null;
  /** The house system the houses come from (Placidus falls back to equal beyond the polar circles). */
  houseSystem: HouseSystem | null;
  cusps: number[] | null;
  placidusUndefined: boolean;
  /** The Navamsa (D9) sign of every body and the Ascendant, from their sidereal longitudes. */
  navamsa: { id: ChartRow['id']; name: string; sign: number }[];
  navamsaAscendant: number | null;
  /** Mars counted from the Ascendant (null when the time is unknown) and from the Moon, sidereal whole signs. */
  manglik: { fromAscendant: ManglikCheck | null; fromMoon: ManglikCheck };
  /** Time unknown: what changes during that local day (sign and nakshatra changes), each with its time. */
  dayChanges: DayChange[];
}

const wholeSignHouse = (sign: number, fromSign: number) => ((sign - fromSign + 12) % 12) + 1;

function manglikFrom(marsSign: number, fromSign: number): ManglikCheck {
  const house = wholeSignHouse(marsSign, fromSign);
  return { house, manglik: (MANGLIK_HOUSES as readonly number[]).includes(house) };
}

export function readChoices(choices: Record<string, string>): BirthChartChoices {
  return {
    zodiac: choices.zodiac === 'tropical' ? 'tropical' : 'sidereal',
    ayanamsa: (AYANAMSAS.find((a) => a.id === choices.ayanamsa)?.id ?? 'lahiri') as AyanamsaId,
    style: choices.style === 'south' ? 'south' : 'north',
    houses: choices.houses === 'equal' || choices.houses === 'whole-sign' ? choices.houses : 'placidus',
    node: choices.node === 'true' ? 'true' : 'mean',
  };
}

/** What moves into another sign or nakshatra during the birth's local day (for a birth time that is unknown). */
export function changesDuringDay(birth: Birth, zodiac: Zodiac, ayanamsaId: AyanamsaId, node: NodeKind): DayChange[] {
  const { start, end } = localDay(birth.local, birth.offsetMinutes);
  const inZodiac = (id: BodyId) => (utc: Date) => zodiacLongitude(bodyLongitude(id, utc, node), utc, zodiac, ayanamsaId);
  const when = (at: Date) => timeOnDay(at, birth.offsetMinutes, birth.local);
  const changes: DayChange[] = [];
  if (zodiac === 'sidereal')
    for (const change of signChanges(inZodiac('moon'), start, end, 30, 27))
      changes.push({
        at: change.at,
        text: `The Moon moves from ${NAKSHATRAS[change.from].name} to ${NAKSHATRAS[change.to].name} at ${when(change.at)}.`,
      });
  const ids: BodyId[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'rahu'];
  for (const id of ids)
    for (const change of signChanges(inZodiac(id), start, end, id === 'moon' ? 30 : 180, 12))
      changes.push({
        at: change.at,
        text: `${id === 'sun' || id === 'moon' ? `The ${BODY_NAMES[id]}` : BODY_NAMES[id]} moves from ${SIGNS[change.from].name} to ${SIGNS[change.to].name} at ${when(change.at)}.`,
      });
  return changes.sort((a, b) => a.at.getTime() - b.at.getTime());
}

export function calculateBirthChart(birth: Birth, given: Record<string, string>): BirthChartResult {
  const choice = readChoices(given);
  const { zodiac, node } = choice;
  const utc = birth.utc;
  const sidereal = (tropical: number) => siderealLongitude(tropical, utc, choice.ayanamsa);
  const inZodiac = (tropical: number) => (zodiac === 'sidereal' ? sidereal(tropical) : tropical);
  const positions = bodyPositions(utc, node);
  const known = birth.timeKnown;
  const sky = known ? angles(utc, birth.latitude, birth.longitude) : null;

  // Houses: whole signs from the Ascendant for the Indian charts; the wheel's system for the tropical zodiac.
  let houseSystem: HouseSystem | null = null;
  let cusps: number[] | null = null;
  let placidusUndefined = false;
  if (sky && zodiac === 'sidereal') {
    // Whole signs of the sidereal zodiac: the rising sign is the 1st house, the next sign the 2nd…
    houseSystem = 'whole-sign';
    const rising = signOf(sidereal(sky.ascendant));
    cusps = Array.from({ length: 12 }, (_, house) => ((rising + house) % 12) * 30);
  } else if (sky) {
    houseSystem = choice.houses;
    cusps = houseCusps(houseSystem, utc, birth.latitude, birth.longitude);
    if (!cusps) {
      placidusUndefined = true;
      houseSystem = 'equal';
      cusps = houseCusps('equal', utc, birth.latitude, birth.longitude);
    }
  }
  const houseAt = (longitude: number) => (cusps ? houseOf(longitude, cusps) : null);

  const rows: ChartRow[] = [];
  if (sky) {
    const ascendant = inZodiac(sky.ascendant);
    rows.push({ id: 'ascendant', name: 'Ascendant', ...placementOf(ascendant, zodiac), house: 1, retrograde: false });
  }
  for (const position of positions) {
    const longitude = inZodiac(position.longitude);
    rows.push({
      id: position.id,
      name: BODY_NAMES[position.id],
      ...placementOf(longitude, zodiac),
      house: houseAt(longitude),
      retrograde: position.retrograde,
    });
  }
  if (sky) {
    const midheaven = inZodiac(sky.midheaven);
    rows.push({ id: 'midheaven', name: 'Midheaven', ...placementOf(midheaven, zodiac), house: null, retrograde: false });
  }

  // The Navamsa and Manglik are Vedic: always from the sidereal longitudes (with the ayanamsa chosen, Lahiri by default).
  const siderealOf = (row: ChartRow) => (zodiac === 'sidereal' ? row.longitude : sidereal(row.longitude));
  const navamsa = rows
    .filter((row) => row.id !== 'midheaven' && row.id !== 'uranus' && row.id !== 'neptune' && row.id !== 'pluto')
    .map((row) => ({ id: row.id, name: row.name, sign: navamsaSign(siderealOf(row)) }));
  const siderealSign = (id: ChartRow['id']) => signOf(siderealOf(rows.find((row) => row.id === id)!));
  const marsSign = siderealSign('mars');
  const ascendantRow = rows.find((row) => row.id === 'ascendant');

  return {
    zodiac,
    ayanamsa:
      zodiac === 'sidereal'
        ? {
            id: choice.ayanamsa,
            label: AYANAMSAS.find((a) => a.id === choice.ayanamsa)!.label,
            value: ayanamsa(utc, choice.ayanamsa),
          }
        : null,
    node,
    rows,
    ascendantSign: ascendantRow ? ascendantRow.sign : null,
    houseSystem,
    cusps,
    placidusUndefined,
    navamsa,
    navamsaAscendant: ascendantRow ? navamsaSign(siderealOf(ascendantRow)) : null,
    manglik: {
      fromAscendant: ascendantRow ? manglikFrom(marsSign, siderealSign('ascendant')) : null,
      fromMoon: manglikFrom(marsSign, siderealSign('moon')),
    },
    dayChanges: known ? [] : changesDuringDay(birth, zodiac, choice.ayanamsa, node),
  };
}
