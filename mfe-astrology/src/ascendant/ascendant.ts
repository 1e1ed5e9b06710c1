/*
 * The Ascendant (lagna) at a birth, sidereal and tropical side by side, and the times it entered and will leave that
 * sign around the birth time: how many minutes of error in the birth time would change it. With the birth time
 * unknown, every sign that rises during that local day, with its times. Pure.
 */
import { angles, ayanamsa, AYANAMSAS, findCrossing, SIGNS, signChanges, siderealLongitude, type AyanamsaId } from '../sky';
import type { Birth } from '../birth/birth-inputs';
import { localDay } from '../birth/local-time';
import { placementOf, type Placement, type Zodiac } from '../birth/placement';

export interface SignWindow {
  /** When the rising sign began to rise (null: not within the day before, near the poles). */
  enters: Date | null;
  leaves: Date | null;
  /** Minutes from entering to the birth, and from the birth to leaving. */
  minutesSinceEntry: number | null;
  minutesUntilExit: number | null;
}

export interface AscendantReading {
  placement: Placement;
  window: SignWindow;
}

export interface RisingSpan {
  sign: string;
  from: Date | null;
  to: Date | null;
}

export interface AscendantResult {
  ayanamsa: { id: AyanamsaId; label: string; value: number };
  timeKnown: boolean;
  sidereal: AscendantReading;
  tropical: AscendantReading;
  /** Time unknown: the sidereal signs rising that day, in turn. */
  risingThroughDay: RisingSpan[];
}

const HOUR = 3_600_000;
// The Ascendant sweeps the zodiac in a day, unevenly; near the poles a sign can take many hours. Sampling every 5
// minutes keeps each step well below a sign's width.
const STEP_MINUTES = 5;

function ascendantIn(zodiac: Zodiac, id: AyanamsaId, birth: Birth) {
  return (utc: Date) => {
    const tropical = angles(utc, birth.latitude, birth.longitude).ascendant;
    return zodiac === 'sidereal' ? siderealLongitude(tropical, utc, id) : tropical;
  };
}

function windowOf(f: (utc: Date) => number, birth: Birth, sign: number): SignWindow {
  const at = birth.utc.getTime();
  // The last crossing of the sign's start before the birth, and the first of its end after it, within a day each.
  const entries = signChanges(f, new Date(at - 24 * HOUR), birth.utc, STEP_MINUTES, 12).filter((c) => c.to === sign);
  const enters = entries.length > 0 ? entries[entries.length - 1].at : null;
  const leaves = findCrossing(f, ((sign + 1) % 12) * 30, birth.utc, new Date(at + 24 * HOUR), 1, STEP_MINUTES);
  const minutes = (ms: number) => Math.floor(ms / 60000);
  return {
    enters,
    leaves,
    minutesSinceEntry: enters ? minutes(at - enters.getTime()) : null,
    minutesUntilExit: leaves ? minutes(leaves.getTime() - at) : null,
  };
}

export function calculateAscendant(birth: Birth, choices: Record<string, string>): AscendantResult {
  const id = (AYANAMSAS.find((a) => a.id === choices.ayanamsa)?.id ?? 'lahiri') as AyanamsaId;
  const sidereal = ascendantIn('sidereal', id, birth);
  const tropical = ascendantIn('tropical', id, birth);
  const reading = (f: (utc: Date) => number, zodiac: Zodiac): AscendantReading => {
    const placement = placementOf(f(birth.utc), zodiac);
    return { placement, window: windowOf(f, birth, placement.sign) };
  };
  const risingThroughDay: RisingSpan[] = [];
  if (!birth.timeKnown) {
    const { start, end } = localDay(birth.local, birth.offsetMinutes);
    let from: Date | null = null;
    let current = Math.floor(sidereal(start) / 30);
    for (const change of signChanges(sidereal, start, end, STEP_MINUTES, 12)) {
      risingThroughDay.push({ sign: SIGNS[current].name, from, to: change.at });
      from = change.at;
      current = change.to;
    }
    risingThroughDay.push({ sign: SIGNS[current].name, from, to: null });
  }
  return {
    ayanamsa: { id, label: AYANAMSAS.find((a) => a.id === id)!.label, value: ayanamsa(birth.utc, id) },
    timeKnown: birth.timeKnown,
    sidereal: reading(sidereal, 'sidereal'),
    tropical: reading(tropical, 'tropical'),
    risingThroughDay,
  };
}
