/*
 * Instants as the birth place's clock showed them (its UTC offset that day), for the times the sky pages print:
 * "14:32", "03:08 on 16 August 1947". Pure; no Intl, so a page's first render does not build a formatter.
 *
 * One convention for every time printed (the pages' explanations say it): an instant is taken
 * to the nearest second (what the searches claim), a time to the second is that, and a time to the minute is the
 * minute a clock shows at that instant, its seconds dropped, as almanacs print "upto 16:25": Shukla Saptami of
 * 18 January 2013 ends at 16:25:03 (the Swiss Ephemeris's true positions agree) and prints 16:25. A date is the day
 * of the minute printed, so a time and its date never disagree.
 */
import { formatOffset } from '../places/time-zone';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall clock at that offset (minutes east of UTC), to the nearest second, read from a shifted UTC date. */
function wall(instant: Date, offsetMinutes: number): Date {
  return new Date(Math.round((instant.getTime() + offsetMinutes * 60_000) / 1000) * 1000);
}

/** The wall clock to the minute: the minute it shows at the instant (to the second). */
function wallMinute(instant: Date, offsetMinutes: number): Date {
  return new Date(Math.floor(wall(instant, offsetMinutes).getTime() / 60_000) * 60_000);
}

/** '14:32' at that offset: the minute the clock shows at the instant. */
export function clockTime(instant: Date, offsetMinutes: number): string {
  const local = wallMinute(instant, offsetMinutes);
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** '06:49:47' at that offset, to the nearest second. */
export function clockTimeSeconds(instant: Date, offsetMinutes: number): string {
  const local = wall(instant, offsetMinutes);
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
}

/** '15 August 1947' at that offset: the day of the minute clockTime prints. */
export function calendarDate(instant: Date, offsetMinutes: number): string {
  const local = wallMinute(instant, offsetMinutes);
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

/** A date written from its parts ('15 August 1947'), without Intl's date formatter (building one costs ~70 ms on a phone's first render). */
export function dateOfParts(year: number, month: number, day: number): string {
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** '14:32', or '03:08 on 16 August 1947' when the instant falls on another local day than `day`. */
export function timeOnDay(instant: Date, offsetMinutes: number, day: { year: number; month: number; day: number }): string {
  const local = wallMinute(instant, offsetMinutes);
  const sameDay = local.getUTCFullYear() === day.year && local.getUTCMonth() === day.month - 1 && local.getUTCDate() === day.day;
  return sameDay
    ? clockTime(instant, offsetMinutes)
    : `${clockTime(instant, offsetMinutes)} on ${calendarDate(instant, offsetMinutes)}`;
}

/** The local day (midnight to midnight at that offset) that holds the birth's local date. */
export function localDay(day: { year: number; month: number; day: number }, offsetMinutes: number): { start: Date; end: Date } {
  const start = new Date(Date.UTC(day.year, day.month - 1, day.day) - Math.round(offsetMinutes * 60000));
  return { start, end: new Date(start.getTime() + 86_400_000) };
}

/** 'UTC+05:30' */
export { formatOffset };
