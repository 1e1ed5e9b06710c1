/*
 * The Moon's sign (rashi), nakshatra, pada and nakshatra lord at a birth, in the sidereal zodiac; with the birth
 * time unknown, every sign and nakshatra the Moon is in during that local day, with the times it changes. Pure.
 */
import { AYANAMSAS, bodyLongitude, BODY_NAMES, NAKSHATRAS, SIGNS, signChanges, siderealLongitude, type AyanamsaId } from '../sky';
import type { Birth } from '../birth/birth-inputs';
import { localDay } from '../birth/local-time';
import { placementOf, type Placement } from '../birth/placement';

export interface MoonPeriod {
  /** null: from before the day began. */
  from: Date | null;
  /** null: until after the day ends. */
  to: Date | null;
  name: string;
}

export interface MoonSignResult {
  ayanamsa: { id: AyanamsaId; label: string };
  moon: Placement;
  /** The nakshatra lord's name (Saturn for Pushya). */
  lord: string;
  tropical: Placement;
  timeKnown: boolean;
  /** Time unknown: the signs and the nakshatras of that day, each with its span. */
  signsOfDay: MoonPeriod[];
  nakshatrasOfDay: MoonPeriod[];
}

export function ayanamsaOf(choices: Record<string, string>): AyanamsaId {
  return (AYANAMSAS.find((a) => a.id === choices.ayanamsa)?.id ?? 'lahiri') as AyanamsaId;
}

function periods(
  changes: { at: Date; from: number; to: number }[],
  first: number,
  name: (index: number) => string,
): MoonPeriod[] {
  const result: MoonPeriod[] = [];
  let from: Date | null = null;
  let current = first;
  for (const change of changes) {
    result.push({ from, to: change.at, name: name(current) });
    from = change.at;
    current = change.to;
  }
  result.push({ from, to: null, name: name(current) });
  return result;
}

export function calculateMoonSign(birth: Birth, choices: Record<string, string>): MoonSignResult {
  const id = ayanamsaOf(choices);
  const sidereal = (utc: Date) => siderealLongitude(bodyLongitude('moon', utc), utc, id);
  const tropical = bodyLongitude('moon', birth.utc);
  const moon = placementOf(sidereal(birth.utc), 'sidereal');
  let signsOfDay: MoonPeriod[] = [];
  let nakshatrasOfDay: MoonPeriod[] = [];
  if (!birth.timeKnown) {
    const { start, end } = localDay(birth.local, birth.offsetMinutes);
    const atStart = sidereal(start);
    signsOfDay = periods(signChanges(sidereal, start, end, 30, 12), Math.floor(atStart / 30), (i) => SIGNS[i].name);
    nakshatrasOfDay = periods(
      signChanges(sidereal, start, end, 30, 27),
      Math.floor(atStart / (360 / 27)),
      (i) => NAKSHATRAS[i].name,
    );
  }
  return {
    ayanamsa: { id, label: AYANAMSAS.find((a) => a.id === id)!.label },
    moon,
    lord: BODY_NAMES[moon.nakshatra!.lord],
    tropical: placementOf(tropical, 'tropical'),
    timeKnown: birth.timeKnown,
    signsOfDay,
    nakshatrasOfDay,
  };
}
