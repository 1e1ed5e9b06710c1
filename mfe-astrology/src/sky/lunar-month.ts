/*
 * Lunar months and years of the Hindu calendar. An amanta month runs from one new moon to the next and is named by
 * the sidereal sign the Sun is in when it begins: in Meena (Pisces) it is Chaitra, the month during which the Sun
 * enters Mesha, and so on round the year. A month in which the Sun enters no new sign begins and ends with the Sun
 * in the same sign: it is adhika (leap) and takes the name of the month after it. A purnimanta month ends at the
 * full moon instead, so its dark half (Krishna paksha) carries the name of the next amanta month, except in an
 * adhika month, which runs new moon to new moon in both reckonings. The Shaka year begins with Chaitra; the
 * Vikram Samvat (as north India counts it, from Chaitra) is 135 years ahead of it.
 */
import { elongation, ELONGATION_SPEED } from './panchanga';
import { geometricLongitude } from './body-positions';
import { siderealLongitude, type AyanamsaId } from './ayanamsa';
import { forwardChanges } from './crossing-search';

export const LUNAR_MONTHS = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashvin',
  'Kartika',
  'Margashirsha',
  'Pausha',
  'Magha',
  'Phalguna',
] as const;

const DAY_MS = 86_400_000;
/** The longest a lunation lasts is under 29.9 days; the searches look a little further. */
const SEARCH_DAYS = 31;

/** Every new moon (the Moon's elongation from the Sun passing 0°) in [from, to], to the second. */
export function newMoonsBetween(from: Date, to: Date): Date[] {
  // The elongation only grows (10-15° a day): each new moon is bracketed by its speeds, then solved for.
  return forwardChanges(elongation, from, to, 1, ELONGATION_SPEED).map((change) => change.at);
}

export interface LunarMonth {
  /** 0 = Chaitra … 11 = Phalguna. */
  index: number;
  name: string;
  adhika: boolean;
  /** The new moons that begin and end it (amanta). */
  start: Date;
  end: Date;
}

/** The Sun's sidereal sign, from the same true (geometric) place as the tithis that make the new moons. */
function sunSign(utc: Date, id: AyanamsaId): number {
  return Math.floor(siderealLongitude(geometricLongitude('sun', utc), utc, id) / 30);
}

/** The amanta month that holds the instant. */
export function amantaMonth(utc: Date, id: AyanamsaId = 'lahiri'): LunarMonth {
  const moons = newMoonsBetween(new Date(utc.getTime() - SEARCH_DAYS * DAY_MS), new Date(utc.getTime() + SEARCH_DAYS * DAY_MS));
  const next = moons.findIndex((moon) => moon.getTime() > utc.getTime());
  const start = moons[next - 1];
  const end = moons[next];
  const signAtStart = sunSign(start, id);
  const index = (signAtStart + 1) % 12;
  return { index, name: LUNAR_MONTHS[index], adhika: sunSign(end, id) === signAtStart, start, end };
}

export interface LunarMonthName {
  name: string;
  adhika: boolean;
}

/**
 * The purnimanta month of an instant, given its amanta month and whether the Moon is waning (Krishna paksha): the
 * waning half belongs to the next month, except in an adhika month.
 */
export function purnimantaMonth(amanta: LunarMonth, waning: boolean): LunarMonthName {
  if (!waning || amanta.adhika) return { name: amanta.name, adhika: amanta.adhika };
  return { name: LUNAR_MONTHS[(amanta.index + 1) % 12], adhika: false };
}

/**
 * The Shaka and Vikram Samvat years of an instant in the given amanta month: the Gregorian year in which that lunar
 * year's Chaitra began, less 78 (Shaka) or plus 57 (Vikram). Counting back `index` lunations from the month's start
 * lands within a month of that Chaitra (an adhika month in between moves it a month later), always in March-May.
 */
export function samvatYears(amanta: LunarMonth): { shaka: number; vikram: number } {
  const chaitraNear = new Date(amanta.start.getTime() - amanta.index * 29.53 * DAY_MS);
  const year = chaitraNear.getUTCFullYear();
  return { shaka: year - 78, vikram: year + 57 };
}
