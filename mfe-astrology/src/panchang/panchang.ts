/*
 * The panchang of one day at one place: the Hindu day runs from sunrise to the next sunrise, and everything in it
 * is read from that day: the vara (weekday) of the sunrise, every tithi, nakshatra, yoga and karana that runs in it
 * with its end (the last one's end may fall after the next sunrise), the Sun's and the Moon's signs, the lunar month
 * (amanta and purnimanta) and the Shaka and Vikram years at sunrise, and the daytime periods counted from sunrise
 * and sunset. Pure: no React, no DOM.
 */
import {
  amantaMonth,
  bodyLongitude,
  forwardChanges,
  limbEnd,
  limbIndex,
  limbSpans,
  NAKSHATRAS,
  nextRiseOrSet,
  purnimantaMonth,
  samvatYears,
  MOON_SPEED,
  siderealLongitude,
  SIGNS,
  SUN_SPEED,
  type AyanamsaId,
  type LunarMonthName,
  type PanchangaLimb,
  type SunriseConvention,
} from '../sky';
import { localDay } from '../birth/local-time';
import { chosenAyanamsa } from '../birth/sky-choices';
import { KALAM_EIGHTHS, karanaName, tithiName, VARA_NAMES, WEEKDAY_NAMES, YOGA_NAMES } from './panchang-names';

export interface PanchangDay {
  year: number;
  month: number;
  day: number;
}

export interface PanchangPlace {
  latitude: number;
  longitude: number;
  /** Minutes east of UTC of the place's clock that day. */
  offsetMinutes: number;
}

/** One tithi, nakshatra, yoga, karana or sign of the day, and when it ends. */
export interface PanchangEntry {
  /** 0-based in its list (tithi 0..29, nakshatra 0..26, yoga 0..26, karana 0..59, sign 0..11). */
  index: number;
  name: string;
  /** Tithi only: 'Shukla' or 'Krishna'. */
  paksha?: string;
  /** When it ends (may be after the next sunrise, for the last one of the day). */
  end: Date;
}

export interface TimeSpan {
  start: Date;
  end: Date;
}

export interface PanchangResult {
  convention: SunriseConvention;
  ayanamsa: AyanamsaId;
  sunrise: Date;
  sunset: Date;
  nextSunrise: Date;
  /** Within the civil day (midnight to midnight); null when the Moon does not rise (or set) that day. */
  moonrise: Date | null;
  moonset: Date | null;
  vara: { name: string; weekday: string };
  tithis: PanchangEntry[];
  nakshatras: PanchangEntry[];
  yogas: PanchangEntry[];
  karanas: PanchangEntry[];
  sunSigns: PanchangEntry[];
  moonSigns: PanchangEntry[];
  amanta: LunarMonthName;
  purnimanta: LunarMonthName;
  paksha: string;
  shaka: number;
  vikram: number;
  rahuKalam: TimeSpan;
  yamaganda: TimeSpan;
  gulikaKalam: TimeSpan;
  abhijit: TimeSpan;
}

/** Why a day has no panchang here: the Sun does not rise (polar night) or does not set (midnight sun). */
export class NoSunriseError extends Error {}

const DAY_MS = 86_400_000;

function entries(
  limb: PanchangaLimb,
  from: Date,
  to: Date,
  id: AyanamsaId,
  name: (index: number) => { name: string; paksha?: string },
): PanchangEntry[] {
  const spans = limbSpans(limb, from, to, id);
  return spans.map((span, position) => ({
    index: span.index,
    ...name(span.index),
    // The last runs past the next sunrise: look on for its end.
    end: span.end ?? (position === spans.length - 1 ? limbEnd(limb, to, 3, id) : null) ?? to,
  }));
}

function signEntries(body: 'sun' | 'moon', from: Date, to: Date, id: AyanamsaId): PanchangEntry[] {
  const sidereal = (utc: Date) => siderealLongitude(bodyLongitude(body, utc), utc, id);
  // The Sun stays a month in a sign: its end is searched a month ahead; the Moon's within three days.
  const horizon = new Date(to.getTime() + (body === 'sun' ? 32 : 3) * DAY_MS);
  const changes = forwardChanges(sidereal, from, horizon, 12, body === 'sun' ? SUN_SPEED : MOON_SPEED);
  const list: PanchangEntry[] = [];
  let sign = Math.floor(sidereal(from) / 30);
  for (const change of changes) {
    list.push({ index: sign, name: `${SIGNS[sign].name} (${SIGNS[sign].sanskrit})`, end: change.at });
    sign = change.to;
    if (change.at.getTime() >= to.getTime()) break;
  }
  return list;
}

/** The k-th (1-based) of `parts` equal parts of a span. */
function part(span: TimeSpan, k: number, parts: number): TimeSpan {
  const length = (span.end.getTime() - span.start.getTime()) / parts;
  return { start: new Date(span.start.getTime() + (k - 1) * length), end: new Date(span.start.getTime() + k * length) };
}

export function calculatePanchang(
  day: PanchangDay,
  place: PanchangPlace,
  convention: SunriseConvention = 'visible',
  id: AyanamsaId = 'lahiri',
): PanchangResult {
  const { start: midnight, end: nextMidnight } = localDay(day, place.offsetMinutes);
  const sunrise = nextRiseOrSet('sun', 'rise', place, midnight, 1, convention);
  const sunset = sunrise && nextRiseOrSet('sun', 'set', place, sunrise, 1, convention);
  const nextSunrise = sunset && nextRiseOrSet('sun', 'rise', place, sunset, 1.5, convention);
  if (!sunrise || !sunset || !nextSunrise) throw new NoSunriseError('The Sun does not rise and set at this place on this day.');

  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  const tithis = entries('tithi', sunrise, nextSunrise, id, (index) => tithiName(index));
  const month = amantaMonth(sunrise, id);
  const waning = limbIndex('tithi', sunrise, id) >= 15;
  const { shaka, vikram } = samvatYears(month);
  const daytime = { start: sunrise, end: sunset };

  return {
    convention,
    ayanamsa: id,
    sunrise,
    sunset,
    nextSunrise,
    moonrise: nextRiseOrSet('moon', 'rise', place, midnight, (nextMidnight.getTime() - midnight.getTime()) / DAY_MS),
    moonset: nextRiseOrSet('moon', 'set', place, midnight, (nextMidnight.getTime() - midnight.getTime()) / DAY_MS),
    vara: { name: VARA_NAMES[weekday], weekday: WEEKDAY_NAMES[weekday] },
    tithis,
    nakshatras: entries('nakshatra', sunrise, nextSunrise, id, (index) => ({ name: NAKSHATRAS[index].name })),
    yogas: entries('yoga', sunrise, nextSunrise, id, (index) => ({ name: YOGA_NAMES[index] })),
    karanas: entries('karana', sunrise, nextSunrise, id, (index) => ({ name: karanaName(index) })),
    sunSigns: signEntries('sun', sunrise, nextSunrise, id),
    moonSigns: signEntries('moon', sunrise, nextSunrise, id),
    amanta: { name: month.name, adhika: month.adhika },
    purnimanta: purnimantaMonth(month, waning),
    paksha: waning ? 'Krishna' : 'Shukla',
    shaka,
    vikram,
    rahuKalam: part(daytime, KALAM_EIGHTHS.rahu[weekday], 8),
    yamaganda: part(daytime, KALAM_EIGHTHS.yamaganda[weekday], 8),
    gulikaKalam: part(daytime, KALAM_EIGHTHS.gulika[weekday], 8),
    // The 8th of the day's 15 muhurtas: the one around local noon (midway between sunrise and sunset).
    abhijit: part(daytime, 8, 15),
  };
}

/** 'Adhika Shravana' or 'Shravana'. */
export function monthText(month: LunarMonthName): string {
  return month.adhika ? `Adhika ${month.name}` : month.name;
}

/** The page's calculation: the panchang of the form's day at its place (the day's UTC offset; the choices made). */
export function panchangOfDay(
  day: { local: PanchangDay; latitude: number; longitude: number; offsetMinutes: number },
  choices: Record<string, string>,
): PanchangResult {
  const { year, month, day: date } = day.local;
  return calculatePanchang(
    { year, month, day: date },
    { latitude: day.latitude, longitude: day.longitude, offsetMinutes: day.offsetMinutes },
    choices.sunrise === 'centre' ? 'centre' : 'visible',
    chosenAyanamsa(choices),
  );
}
