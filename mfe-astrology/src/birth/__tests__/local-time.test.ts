/*
 * The one convention of every time the sky pages print (../local-time.ts): to the nearest second, and to the minute
 * the minute a clock shows, the seconds dropped; a date is the day of that minute. On the panchang issue's anchors,
 * with the instants our searches find (tithi 7 of 18 January 2013 ends 16:25:02.6, Revati 17:06:36.0; the centre of
 * the Sun rises at 06:49:47.2 at Bangalore).
 */
import { calendarDate, clockTime, clockTimeSeconds, timeOnDay } from '../local-time';

const IST = 330;
/** An instant given as an IST clock reading with milliseconds. */
const ist = (y: number, mo: number, d: number, h: number, mi: number, s: number, ms = 0) =>
  new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms) - IST * 60_000);

it('to the minute: the minute a clock shows, the seconds dropped', () => {
  expect(clockTime(ist(2013, 1, 18, 16, 25, 2, 595), IST)).toBe('16:25');
  expect(clockTime(ist(2009, 7, 16, 3, 8, 13, 703), IST)).toBe('03:08');
  expect(clockTime(ist(2009, 7, 15, 17, 6, 36, 8), IST)).toBe('17:06');
  expect(clockTime(ist(1985, 6, 10, 1, 4, 12, 808), IST)).toBe('01:04');
  expect(clockTime(ist(2013, 1, 18, 16, 24, 59, 400), IST)).toBe('16:24');
  // Taken to the second first: 16:23:59.6 is 16:24:00.
  expect(clockTime(ist(2013, 1, 18, 16, 23, 59, 600), IST)).toBe('16:24');
});

it('to the second: the nearest', () => {
  expect(clockTimeSeconds(ist(2013, 1, 18, 6, 49, 47, 200), IST)).toBe('06:49:47');
  expect(clockTimeSeconds(ist(2013, 1, 18, 6, 49, 46, 600), IST)).toBe('06:49:47');
});

it('a date is the day of the minute printed', () => {
  const late = ist(2013, 1, 18, 23, 59, 59, 600);
  expect(timeOnDay(late, IST, { year: 2013, month: 1, day: 18 })).toBe('00:00 on 19 January 2013');
  expect(calendarDate(late, IST)).toBe('19 January 2013');
  expect(calendarDate(ist(2013, 1, 18, 23, 59, 30), IST)).toBe('18 January 2013');
  expect(timeOnDay(ist(2009, 7, 16, 3, 8, 13, 703), IST, { year: 2009, month: 7, day: 15 })).toBe('03:08 on 16 July 2009');
});
