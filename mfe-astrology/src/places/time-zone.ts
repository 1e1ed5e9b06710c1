/*
 * A birth's UTC offset from its place's time zone, with the browser's own time zone data (Intl, i.e. ICU's copy of
 * the IANA tz database): no time zone data ships with the site.
 *
 * - A local wall-clock time is resolved as JavaScript's Temporal does by default ('compatible'): in a gap (the clocks
 *   jumped forward, the time never happened) the offset from before the jump is used, and in an overlap (the clocks
 *   went back, the time happened twice) the earlier of the two instants. Both cases are reported, with the other
 *   offset, so the page can say which was chosen and offer the other.
 * - ICU merges zones whose history differs only before 1970 and lacks some older local times (see
 *   /work/shared/ARCHITECTURE.md, "The sky"): the offset is shown, can be overridden, and before 1970 the page warns.
 * - "Before standard time" (isBeforeStandardTime): the tz database begins every zone with the local mean time (LMT)
 *   of its principal city, and the mean times some places kept later (Calcutta's +5:53:20, Madras' +5:21:10,
 *   Amsterdam's +0:19:32) carry seconds, while every standard time has whole minutes. So a date is before standard
 *   time when the zone's offset then is not a whole number of minutes, or when the date is before the zone's first
 *   change of offset (its LMT, whatever its value). The page then offers local mean time from the place's own
 *   longitude (localMeanTimeOffset), which is more exact than the zone's LMT, that of another city.
 */

export interface LocalDateTime {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export interface ZoneOffset {
  /** Minutes east of UTC; may have a fraction (local mean times carry seconds: +5:53:20 is 353.333…). */
  offsetMinutes: number;
  /** The zone's short name then (IST, EST, CEST, …), or Intl's "GMT+6:30" when it has none. */
  abbreviation: string;
  /** The time happened twice (the clocks went back): the earlier instant was chosen; `otherOffsetMinutes` is the later. */
  ambiguous?: boolean;
  /** The time never happened (the clocks jumped forward): the offset from before the jump was used; the other is `otherOffsetMinutes`. */
  skipped?: boolean;
  /** The other offset of an ambiguous or skipped time. */
  otherOffsetMinutes?: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Zones renamed in recent tz releases, for a browser whose data predates the new name. */
const OLDER_NAMES: Record<string, string> = {
  'Europe/Kyiv': 'Europe/Kiev',
  'Pacific/Kanton': 'Pacific/Enderbury',
  'America/Nuuk': 'America/Godthab',
  'Asia/Yangon': 'Asia/Rangoon',
  'Asia/Kolkata': 'Asia/Calcutta',
  'Asia/Kathmandu': 'Asia/Katmandu',
  'Asia/Ho_Chi_Minh': 'Asia/Saigon',
  'Atlantic/Faroe': 'Atlantic/Faeroe',
};

const browserNames = new Map<string, string>();

/** The zone's name as this browser knows it (its own, or an older one), or a RangeError for a zone it does not know. */
function browserName(timeZone: string): string {
  let name = browserNames.get(timeZone);
  if (name === undefined) {
    name = timeZone;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
    } catch (error) {
      const older = OLDER_NAMES[timeZone];
      if (!older) throw error;
      new Intl.DateTimeFormat('en-US', { timeZone: older });
      name = older;
    }
    browserNames.set(timeZone, name);
  }
  return name;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: browserName(timeZone),
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
      era: 'short',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether the browser knows the zone (under its name or an older one). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    browserName(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset (minutes east of UTC, with seconds as a fraction) at an instant, from the browser's data. */
export function offsetAtInstant(timeZone: string, instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const parts: Record<string, string> = {};
  for (const part of wallClock(timeZone).formatToParts(new Date(whole))) parts[part.type] = part.value;
  let year = Number(parts.year);
  if (parts.era === 'BC' || parts.era === 'B') year = 1 - year;
  const wall = new Date(0);
  wall.setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day));
  wall.setUTCHours(Number(parts.hour), Number(parts.minute), Number(parts.second), 0);
  return Math.round((wall.getTime() - whole) / 1000) / 60;
}

/** The local wall-clock time read as if it were UTC, in milliseconds. */
function wallAsUtc(local: LocalDateTime): number {
  const date = new Date(0);
  date.setUTCFullYear(local.year, local.month - 1, local.day);
  date.setUTCHours(local.hour, local.minute, 0, 0);
  return date.getTime();
}

const SHORT_NAME_LOCALES = ['en-US', 'en-GB', 'en-IN', 'en-AU', 'en-NZ', 'en-ZA'];
const GMT_FORM = /^(GMT|UTC)[+\-−]/;

/** Made once per locale and zone: a DateTimeFormat costs far more to make than to use (milliseconds on a phone). */
const shortNameFormatters = new Map<string, Intl.DateTimeFormat>();

function shortNameFormatter(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let format = shortNameFormatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: browserName(timeZone), timeZoneName: 'short' });
    shortNameFormatters.set(key, format);
  }
  return format;
}

function shortName(timeZone: string, instant: number): string {
  let fallback = '';
  for (const locale of SHORT_NAME_LOCALES) {
    const parts = shortNameFormatter(locale, timeZone).formatToParts(new Date(instant));
    const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
    if (name && !GMT_FORM.test(name)) return name;
    fallback ||= name;
  }
  return fallback;
}

/**
 * The zone's short name for an offset at an instant. The browser's names (CLDR's) start around 1970; before, when the
 * zone has the same offset today (in January or July), today's name is used: IST for India in 1947, not "GMT+5:30".
 */
export function abbreviationAt(timeZone: string, instant: number, offsetMinutes: number): string {
  const name = shortName(timeZone, instant);
  if (!GMT_FORM.test(name)) return name;
  const year = new Date().getUTCFullYear();
  for (const month of [0, 6]) {
    const now = Date.UTC(year, month, 15, 12);
    if (offsetAtInstant(timeZone, now) === offsetMinutes) {
      const present = shortName(timeZone, now);
      if (!GMT_FORM.test(present)) return present;
    }
  }
  return name;
}

/**
 * The UTC offset of a local wall-clock time in a zone. A skipped time takes the offset from before the jump (03:30
 * of the new offset is the same instant), an ambiguous one the earlier instant (the first of the two); both say so.
 */
export function zoneOffsetAt(timeZone: string, local: LocalDateTime): ZoneOffset {
  const wall = wallAsUtc(local);
  const before = offsetAtInstant(timeZone, wall - DAY);
  const after = offsetAtInstant(timeZone, wall + DAY);
  const candidates = [...new Set([before, offsetAtInstant(timeZone, wall), after])];
  const valid = candidates.filter((offset) => offsetAtInstant(timeZone, wall - offset * MINUTE) === offset);
  if (valid.length === 0) {
    // A gap: the offset before the jump, and the one after it.
    const instant = wall - before * MINUTE;
    return {
      offsetMinutes: before,
      abbreviation: abbreviationAt(timeZone, instant - DAY, before),
      skipped: true,
      otherOffsetMinutes: after,
    };
  }
  if (valid.length > 1) {
    // An overlap: the earlier instant is the one with the larger offset.
    const [chosen, other] = [...valid].sort((a, b) => b - a);
    const instant = wall - chosen * MINUTE;
    return {
      offsetMinutes: chosen,
      abbreviation: abbreviationAt(timeZone, instant, chosen),
      ambiguous: true,
      otherOffsetMinutes: other,
    };
  }
  const [offset] = valid;
  return { offsetMinutes: offset, abbreviation: abbreviationAt(timeZone, wall - offset * MINUTE, offset) };
}

/** 'UTC+05:30', 'UTC−04:00' written with a hyphen-minus ('UTC-04:00'), 'UTC+05:53:20' when it has seconds. */
export function formatOffset(minutes: number): string {
  const totalSeconds = Math.round(Math.abs(minutes) * 60);
  const sign = minutes < 0 && totalSeconds > 0 ? '-' : '+';
  const hours = Math.floor(totalSeconds / 3600);
  const mins = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `UTC${sign}${pad(hours)}:${pad(mins)}${seconds ? `:${pad(seconds)}` : ''}`;
}

/** Local mean time at a longitude (degrees east): 4 minutes a degree, to the second, in minutes. */
export function localMeanTimeOffset(longitude: number): number {
  return Math.round(longitude * 240) / 60;
}

const firstChanges = new Map<string, number | null>();
const EARLIEST = Date.UTC(1800, 0, 1);

/**
 * The first instant at which the zone's offset differs from its first one (its LMT), to the minute, or null if it
 * never changes. Found by halving the span from 1800 to a date whose offset differs (now, or 1950 if the offset
 * came back to the first by chance): the LMT, with its seconds, does not come back in between.
 */
function firstChangeOf(timeZone: string): number | null {
  if (firstChanges.has(timeZone)) return firstChanges.get(timeZone) ?? null;
  const first = offsetAtInstant(timeZone, EARLIEST);
  const changed = [Date.now(), Date.UTC(1950, 0, 1)].find((instant) => offsetAtInstant(timeZone, instant) !== first);
  let change: number | null = null;
  if (changed !== undefined) {
    let low = EARLIEST;
    let high = changed;
    while (high - low > MINUTE) {
      const middle: number = low + Math.floor((high - low) / 2);
      if (offsetAtInstant(timeZone, middle) === first) low = middle;
      else high = middle;
    }
    change = high;
  }
  firstChanges.set(timeZone, change);
  return change;
}

/**
 * Whether a date (an instant) is before standard time in the zone: the zone's offset then is a mean time (not a whole
 * number of minutes), or the date is before the zone's first change of offset. See the comment at the top.
 */
export function isBeforeStandardTime(timeZone: string, date: Date): boolean {
  const instant = date.getTime();
  const offsetSeconds = Math.round(offsetAtInstant(timeZone, instant) * 60);
  if (offsetSeconds % 60 !== 0) return true;
  const change = firstChangeOf(timeZone);
  return change !== null && instant < change;
}

/** The instant of a local wall-clock time at a given offset (minutes east of UTC, fraction allowed). */
export function utcFromLocal(local: LocalDateTime, offsetMinutes: number): Date {
  return new Date(wallAsUtc(local) - Math.round(offsetMinutes * MINUTE));
}

/** "UTC+05:30, IST, from Asia/Kolkata" (the abbreviation left out when it is only Intl's "GMT+6:30"). */
export function describeOffset(offset: Pick<ZoneOffset, 'offsetMinutes' | 'abbreviation'>, timeZone: string): string {
  const parts = [formatOffset(offset.offsetMinutes)];
  if (offset.abbreviation && !GMT_FORM.test(offset.abbreviation)) parts.push(offset.abbreviation);
  parts.push(`from ${timeZone}`);
  return parts.join(', ');
}

/** Before this year, time zone records can be incomplete (ICU merges zones that agree since 1970). */
export const ZONE_RECORDS_COMPLETE_FROM = 1970;

/** Whether the page should warn that the zone's record for that year may be incomplete. */
export function zoneRecordsMayBeIncomplete(year: number): boolean {
  return year < ZONE_RECORDS_COMPLETE_FROM;
}

/** What the page says before 1970. */
export const ZONE_HISTORY_NOTE =
  'Time zone records before 1970 can be incomplete: the offset shown comes from your browser’s time zone data, ' +
  'which is not always right for older dates. To check it, look up the clock time in use at that place and date ' +
  '(a birth certificate, a newspaper or almanac of the time, or the IANA time zone database at www.iana.org/time-zones), ' +
  'and change the offset if it differs.';

/** What the page says before standard time, when it offers local mean time. */
export const LOCAL_MEAN_TIME_NOTE =
  'Before standard time, clocks showed the local mean time of the place (or of a nearby town): 4 minutes for each ' +
  'degree of longitude east of Greenwich.';
