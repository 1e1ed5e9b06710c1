/*
 * The birth details every sky page asks for (date, time or "unknown", place, coordinates, UTC offset) as the visitor
 * typed them, their checks, and the moment they name. Pure: no React, no fetch. They are personal, so a shared
 * link carries them in the address's fragment (#date=…), which browsers never send to the host.
 */
import { formatOffset, localMeanTimeOffset, zoneOffsetAt, type LocalDateTime } from '../places/time-zone';
import { parseLatitude, parseLongitude, parseUtcOffset } from '../places/typed-coordinates';

/** The fields as typed (text), so nothing the visitor typed is lost to a check. */
export interface BirthInputs {
  /** YYYY-MM-DD, as the date field gives it. */
  date: string;
  /** HH:MM (24 h), '' when unknown. */
  time: string;
  timeUnknown: boolean;
  /** The place as chosen from the list ('New Delhi, Delhi, India'), or typed. */
  place: string;
  /** Decimal degrees, north positive. */
  latitude: string;
  /** Decimal degrees, east positive. */
  longitude: string;
  /** The IANA zone of the chosen place ('Asia/Kolkata'), '' when the place was typed by hand. */
  timeZone: string;
  /** A UTC offset typed by the visitor ('+05:30'); '' takes it from the zone. */
  offset: string;
}

export const EMPTY_BIRTH: BirthInputs = {
  date: '',
  time: '',
  timeUnknown: false,
  place: '',
  latitude: '',
  longitude: '',
  timeZone: '',
  offset: '',
};

export type BirthErrors = Partial<Record<'date' | 'time' | 'place' | 'latitude' | 'longitude' | 'offset', string>>;

/** Where the UTC offset of the birth came from. */
export type OffsetSource = 'zone' | 'typed';

/** A birth the sky can be computed for. */
export interface Birth {
  /** The moment in UTC (local noon when the time is unknown). */
  utc: Date;
  timeKnown: boolean;
  latitude: number;
  longitude: number;
  /** Minutes east of UTC, seconds as fractions (local mean time). */
  offsetMinutes: number;
  offsetSource: OffsetSource;
  /** The zone's abbreviation on that date ('IST'), when it came from the zone. */
  zoneAbbreviation?: string;
  timeZone: string;
  place: string;
  /** The local calendar date and clock time as entered. */
  local: LocalDateTime;
}

export type { LocalDateTime };

/** The years the ephemeris is checked for (the engine's tests run 1800-2100). */
export const FIRST_YEAR = 1800;
export const LAST_YEAR = 2100;

export const MESSAGES = {
  date: `Enter a date of birth between 1 January ${FIRST_YEAR} and 31 December ${LAST_YEAR}.`,
  time: 'Enter the time of birth (hours and minutes), or choose Birth time unknown.',
  place: 'Choose a place from the list, or enter its latitude and longitude.',
  latitude: 'Enter a latitude between -90 and 90 (north positive), such as 28.6139 or 28°36\'50" N.',
  longitude: 'Enter a longitude between -180 and 180 (east positive), such as 77.2090 or 77°12\'32" E.',
  offset: 'Enter a UTC offset such as +05:30, between -15:00 and +15:00.',
  offsetNeeded: 'Enter the UTC offset of the birth (for example +05:30), or choose a place from the list.',
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

export function parseDate(text: string): { year: number; month: number; day: number } | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0-99 to 1900-1999; the range check below refuses them anyway.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function parseTime(text: string): { hour: number; minute: number } | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

/** The offset the zone had at this local time, with what the page says about it. */
export interface ZoneOffset {
  offsetMinutes: number;
  abbreviation: string;
  /** Told to the visitor: the clock was set back (a time that happened twice) or forward (a time that never was). */
  note?: string;
}

export function offsetFromZone(timeZone: string, local: LocalDateTime): ZoneOffset | null {
  if (!timeZone) return null;
  try {
    const zone = zoneOffsetAt(timeZone, local);
    const note = zone.skipped
      ? `Clocks in ${timeZone} skipped this time on that date; the offset before the change is used.`
      : zone.ambiguous
        ? `This time happened twice in ${timeZone} on that date; the first of the two (${formatOffset(zone.offsetMinutes)}) is used. Type the other offset if the birth was in the second.`
        : undefined;
    return { offsetMinutes: zone.offsetMinutes, abbreviation: zone.abbreviation, note };
  } catch {
    return null;
  }
}

/** UTC from a local clock time and its offset (minutes east of UTC). */
export function utcOf(local: LocalDateTime, offsetMinutes: number): Date {
  return new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) - offsetMinutes * 60000);
}

export type BirthCheck = { ok: true; birth: Birth } | { ok: false; errors: BirthErrors };

/** Checks every field (each message at its field) and, when all are right, the birth they name. */
export function checkBirth(inputs: BirthInputs): BirthCheck {
  const errors: BirthErrors = {};
  const date = parseDate(inputs.date);
  if (!date || date.year < FIRST_YEAR || date.year > LAST_YEAR) errors.date = MESSAGES.date;
  const time = inputs.timeUnknown ? { hour: 12, minute: 0 } : parseTime(inputs.time);
  if (!time) errors.time = MESSAGES.time;
  const latitudeEmpty = inputs.latitude.trim() === '';
  const longitudeEmpty = inputs.longitude.trim() === '';
  const latitude = parseLatitude(inputs.latitude) ?? null;
  const longitude = parseLongitude(inputs.longitude) ?? null;
  if (latitudeEmpty && longitudeEmpty) errors.place = MESSAGES.place;
  else {
    if (latitude === null) errors.latitude = MESSAGES.latitude;
    if (longitude === null) errors.longitude = MESSAGES.longitude;
  }
  let offset: { minutes: number; source: OffsetSource; abbreviation?: string } | null = null;
  if (inputs.offset.trim() !== '') {
    const typed = parseUtcOffset(inputs.offset) ?? null;
    if (typed === null) errors.offset = MESSAGES.offset;
    else offset = { minutes: typed, source: 'typed' };
  } else if (date && time) {
    const zone = offsetFromZone(inputs.timeZone, { ...date, ...time });
    if (zone) offset = { minutes: zone.offsetMinutes, source: 'zone', abbreviation: zone.abbreviation };
    else errors.offset = MESSAGES.offsetNeeded;
  }
  if (Object.keys(errors).length > 0 || !date || !time || latitude === null || longitude === null || !offset)
    return { ok: false, errors };
  const local = { ...date, ...time };
  return {
    ok: true,
    birth: {
      utc: utcOf(local, offset.minutes),
      timeKnown: !inputs.timeUnknown,
      latitude,
      longitude,
      offsetMinutes: offset.minutes,
      offsetSource: offset.source,
      zoneAbbreviation: offset.abbreviation,
      timeZone: inputs.timeZone,
      place: inputs.place.trim(),
      local,
    },
  };
}

/** Local mean time at a longitude, as the offset field takes it ('+05:08:50'). */
export function localMeanTimeText(longitude: number): string {
  return formatOffset(localMeanTimeOffset(longitude)).replace(/^UTC/, '');
}

// The fragment: short keys, so a shared link stays readable. Page options follow under their own names.
const KEYS: Record<keyof BirthInputs, string> = {
  date: 'date',
  time: 'time',
  timeUnknown: 'unknown',
  place: 'place',
  latitude: 'lat',
  longitude: 'lon',
  timeZone: 'tz',
  offset: 'offset',
};

/** The birth's part of a link's fragment or query (what was typed, without empty fields). */
export function birthParams(inputs: BirthInputs): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [field, key] of Object.entries(KEYS) as [keyof BirthInputs, string][]) {
    const value = inputs[field];
    if (field === 'timeUnknown') {
      if (value) pairs.push([key, '1']);
    } else if (field === 'time' && inputs.timeUnknown) continue;
    else if (typeof value === 'string' && value.trim() !== '') pairs.push([key, value.trim()]);
  }
  return pairs;
}

/** The birth fields a link's parameters carry (fields it lacks stay empty). */
export function birthFromParams(params: URLSearchParams): BirthInputs {
  const inputs: BirthInputs = { ...EMPTY_BIRTH };
  for (const [field, key] of Object.entries(KEYS) as [keyof BirthInputs, string][]) {
    const value = params.get(key);
    if (value === null) continue;
    if (field === 'timeUnknown') inputs.timeUnknown = value === '1' || value === 'true';
    else inputs[field] = value.slice(0, 200);
  }
  return inputs;
}

/** Whether a link carries a whole birth, so the page calculates it on arrival. */
export function isComplete(inputs: BirthInputs): boolean {
  return (
    inputs.date !== '' &&
    (inputs.timeUnknown || inputs.time !== '') &&
    inputs.latitude !== '' &&
    inputs.longitude !== '' &&
    (inputs.timeZone !== '' || inputs.offset !== '')
  );
}
