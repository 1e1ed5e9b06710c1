/*
 * The five limbs of the Hindu day (panchanga) as functions of the Sun's and Moon's longitudes, and the search for
 * when each changes. Tithi (30 a month) and karana (60) are steps of the Moon's elongation from the Sun (12° and 6°),
 * which no ayanamsa changes; nakshatra is the Moon's sidereal longitude in 27 parts of 13°20′; yoga is the sum of the
 * Sun's and the Moon's sidereal longitudes in 27 parts. Vara (the weekday) is counted from sunrise, by the caller.
 * The longitudes are the true (geometric) ones, without the aberration, as Jagannatha Hora and PyJHora take them
 * (body-positions.ts): by the Sun's apparent place every tithi and karana would end about 40 s earlier.
 */
import { normalizeDegrees } from './angle-math';
import { geometricLongitude } from './body-positions';
import { ayanamsa, type AyanamsaId } from './ayanamsa';
import { forwardChanges, type ForwardSpeed } from './crossing-search';

export type PanchangaLimb = 'tithi' | 'nakshatra' | 'yoga' | 'karana';

/** How many parts of the circle each limb has. */
export const LIMB_PARTS: Record<PanchangaLimb, number> = { tithi: 30, nakshatra: 27, yoga: 27, karana: 60 };

/**
 * The range of each angle's speed in degrees a day, with a margin (the Moon's longitude moves 11.8° to 15.4° a day,
 * the Sun's 0.95° to 1.02°, neither ever backwards): the searches bracket each change with them.
 */
export const SUN_SPEED: ForwardSpeed = { min: 0.9, max: 1.1 };
export const MOON_SPEED: ForwardSpeed = { min: 11, max: 16.5 };
/** Moon − Sun: 10.7° to 14.5° a day. */
export const ELONGATION_SPEED: ForwardSpeed = { min: 10, max: 15.5 };
const LIMB_SPEED: Record<PanchangaLimb, ForwardSpeed> = {
  tithi: ELONGATION_SPEED,
  karana: ELONGATION_SPEED,
  nakshatra: MOON_SPEED,
  // Moon + Sun: 12.7° to 16.4° a day.
  yoga: { min: 12, max: 17.5 },
};

/** The Moon's elongation from the Sun (Moon − Sun), degrees in [0, 360): 0 at new moon, 180 at full moon. */
export function elongation(utc: Date): number {
  return normalizeDegrees(geometricLongitude('moon', utc) - geometricLongitude('sun', utc));
}

/** The angle whose equal parts are the limb, at an instant. */
export function limbAngle(limb: PanchangaLimb, utc: Date, id: AyanamsaId = 'lahiri'): number {
  switch (limb) {
    case 'tithi':
    case 'karana':
      return elongation(utc);
    case 'nakshatra':
      return normalizeDegrees(geometricLongitude('moon', utc) - ayanamsa(utc, id));
    case 'yoga':
      return normalizeDegrees(geometricLongitude('moon', utc) + geometricLongitude('sun', utc) - 2 * ayanamsa(utc, id));
  }
}

/** The limb's 0-based part at an instant (tithi 0 = Shukla Pratipada … 29 = Amavasya). */
export function limbIndex(limb: PanchangaLimb, utc: Date, id: AyanamsaId = 'lahiri'): number {
  const parts = LIMB_PARTS[limb];
  return Math.min(parts - 1, Math.floor(limbAngle(limb, utc, id) / (360 / parts)));
}

export interface LimbSpan {
  /** 0-based part. */
  index: number;
  /** When it began (null: before `from`, not searched). */
  start: Date | null;
  /** When it ends, to the second (null: after `to`). */
  end: Date | null;
}

/**
 * Every part of the limb that runs in [from, to], in order, each with its end (to the second). Each of these angles
 * only grows, within known speeds: each end is bracketed by them and found by the secant (crossing-search.ts).
 */
export function limbSpans(limb: PanchangaLimb, from: Date, to: Date, id: AyanamsaId = 'lahiri'): LimbSpan[] {
  const angle = (utc: Date) => limbAngle(limb, utc, id);
  const changes = forwardChanges(angle, from, to, LIMB_PARTS[limb], LIMB_SPEED[limb]);
  const spans: LimbSpan[] = [];
  let index = limbIndex(limb, from, id);
  let start: Date | null = null;
  for (const change of changes) {
    spans.push({ index, start, end: change.at });
    index = change.to;
    start = change.at;
  }
  spans.push({ index, start, end: null });
  return spans;
}

/** The end of the part the limb is in at `from`: the first change after it, searched up to `limitDays` ahead. */
export function limbEnd(limb: PanchangaLimb, from: Date, limitDays = 3, id: AyanamsaId = 'lahiri'): Date | null {
  const angle = (utc: Date) => limbAngle(limb, utc, id);
  const end = new Date(from.getTime() + limitDays * 86_400_000);
  return forwardChanges(angle, from, end, LIMB_PARTS[limb], LIMB_SPEED[limb], 1)[0]?.at ?? null;
}
