/*
 * The Sun sign, tropical (Western) and sidereal (Vedic), at a birth; the dates the Sun entered and left each of those
 * signs that year; and on a day when the Sun changes sign, the exact time it does. Pure.
 */
import { AYANAMSAS, bodyLongitude, findCrossing, SIGNS, signChanges, siderealLongitude, type AyanamsaId } from '../sky';
import type { Birth } from '../birth/birth-inputs';
import { localDay } from '../birth/local-time';
import { placementOf, type Placement, type Zodiac } from '../birth/placement';

export interface SunSignReading {
  placement: Placement;
  /** When the Sun entered this sign, and when it leaves it (about a month). */
  entered: Date | null;
  leaves: Date | null;
  /** The Sun changes sign during the birth's local day: when, and from which sign to which. */
  changeThatDay: { at: Date; from: string; to: string } | null;
}

export interface SunSignResult {
  ayanamsa: { id: AyanamsaId; label: string };
  timeKnown: boolean;
  tropical: SunSignReading;
  sidereal: SunSignReading;
}

const DAY = 86_400_000;

function reading(f: (utc: Date) => number, zodiac: Zodiac, birth: Birth): SunSignReading {
  const placement = placementOf(f(birth.utc), zodiac);
  const at = birth.utc.getTime();
  const start = placement.sign * 30;
  const end = ((placement.sign + 1) % 12) * 30;
  // The Sun moves about 1° a day and never backwards: its sign began within the 32 days before and ends within the 32 after.
  const entered = findCrossing(f, start, new Date(at - 32 * DAY), birth.utc, 1, 360);
  const leaves = findCrossing(f, end, birth.utc, new Date(at + 32 * DAY), 1, 360);
  const { start: dayStart, end: dayEnd } = localDay(birth.local, birth.offsetMinutes);
  const change = signChanges(f, dayStart, dayEnd, 60, 12)[0];
  return {
    placement,
    entered,
    leaves,
    changeThatDay: change ? { at: change.at, from: SIGNS[change.from].name, to: SIGNS[change.to].name } : null,
  };
}

export function calculateSunSign(birth: Birth, choices: Record<string, string>): SunSignResult {
  const id = (AYANAMSAS.find((a) => a.id === choices.ayanamsa)?.id ?? 'lahiri') as AyanamsaId;
  const tropical = (utc: Date) => bodyLongitude('sun', utc);
  const sidereal = (utc: Date) => siderealLongitude(bodyLongitude('sun', utc), utc, id);
  return {
    ayanamsa: { id, label: AYANAMSAS.find((a) => a.id === id)!.label },
    timeKnown: birth.timeKnown,
    tropical: reading(tropical, 'tropical', birth),
    sidereal: reading(sidereal, 'sidereal', birth),
  };
}
