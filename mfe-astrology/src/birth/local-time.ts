/*
 * Instants as the birth place's clock showed them (its UTC offset that day), for the times the sky pages print:
 * "14:32", "03:08 on 16 August 1947". Pure; no Intl, so a page's first render does not build a formatter.
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

/** The wall clock at that offset (minutes east of UTC): its date and time, read from a shifted UTC date. */
function wall(instant: Date, offsetMinutes: number): Date {
  return new Date(instant.getTime() + Math.round(offsetMinutes * 60000));
}

/** '14:32' at that offset, to the minute (rounded down: the minute it happens in). */
export function clockTime(instant: Date, offsetMinutes: number): string {
  const local = wall(instant, offsetMinutes);
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** '06:49:47' at that offset, to the second (rounded down). */
export function clockTimeSeconds(instant: Date, offsetMinutes: number): string {
  return `${clockTime(instant, offsetMinutes)}:${pad(wall(instant, offsetMinutes).getUTCSeconds())}`;
}

/** '15 August 1947' at that offset. */
export function calendarDate(instant: Date, offsetMinutes: number): string {
  const local = wall(instant, offsetMinutes);
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

/** A date written from its parts ('15 August 1947'), without Intl's date formatter (building one costs ~70 ms on a phone's first render). */
export function dateOfParts(year: number, month: number, day: number): string {
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** '14:32', or '03:08 on 16 August 1947' when the instant falls on another local day than `day`. */
export function timeOnDay(instant: Date, offsetMinutes: number, day: { year: number; month: number; day: number }): string {
  const local = wall(instant, offsetMinutes);
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
