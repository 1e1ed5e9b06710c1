/**
 * @jest-environment node
 */
/*
 * One day's panchang: 18 January 2013 at Bangalore (the anchor), by the searches tested against swetest in
 * src/sky. Friday; sunrise 06:49:47 (centre, no refraction); Shukla Saptami ends 16:25:03 (the Swiss Ephemeris's true
 * positions agree), printed 16:25, the minute a clock shows then;
 * Pausha, Shaka 1934, Vikram 2069; Rahu Kalam is Friday's fourth eighth of the daytime.
 */
import { calculatePanchang, NoSunriseError } from '../panchang';
import { clockTime, clockTimeSeconds } from '../../birth/local-time';

const IST = 330;
const BANGALORE = { latitude: 12.972, longitude: 77.594, offsetMinutes: IST };
const clock = (at: Date) => new Date(at.getTime() + IST * 60_000).toISOString().slice(11, 19);

it('18 January 2013, Bangalore', () => {
  const day = calculatePanchang({ year: 2013, month: 1, day: 18 }, BANGALORE, 'centre');
  expect(clock(day.sunrise)).toBe('06:49:47');
  expect(clockTimeSeconds(day.sunrise, IST)).toBe('06:49:47');
  expect(day.vara).toEqual({ name: 'Shukravara', weekday: 'Friday' });
  expect(day.tithis[0]).toMatchObject({ name: 'Saptami', paksha: 'Shukla' });
  expect(clockTimeSeconds(day.tithis[0].end, IST)).toBe('16:25:03');
  expect(clockTime(day.tithis[0].end, IST)).toBe('16:25');
  expect(day.tithis[1]).toMatchObject({ name: 'Ashtami', paksha: 'Shukla' });
  expect(day.amanta).toEqual({ name: 'Pausha', adhika: false });
  expect(day.purnimanta).toEqual({ name: 'Pausha', adhika: false });
  expect(day.paksha).toBe('Shukla');
  expect([day.shaka, day.vikram]).toEqual([1934, 2069]);
  const eighth = (day.sunset.getTime() - day.sunrise.getTime()) / 8;
  expect(day.rahuKalam.start.getTime() - day.sunrise.getTime()).toBeCloseTo(3 * eighth, 0);
  const abhijitMiddle = (day.abhijit.start.getTime() + day.abhijit.end.getTime()) / 2;
  expect(Math.abs(abhijitMiddle - (day.sunrise.getTime() + day.sunset.getTime()) / 2)).toBeLessThan(2);
  // Every list runs past the next sunrise: its last entry ends after it, each earlier one within the day.
  for (const list of [day.tithis, day.nakshatras, day.yogas, day.karanas, day.moonSigns]) {
    expect(list[list.length - 1].end.getTime()).toBeGreaterThanOrEqual(day.nextSunrise.getTime());
    for (const entry of list.slice(0, -1)) expect(entry.end.getTime()).toBeLessThan(day.nextSunrise.getTime());
  }
  expect(day.karanas.length).toBeGreaterThanOrEqual(2);
});

it('refuses a day without a sunrise (Tromsø at midsummer)', () => {
  expect(() =>
    calculatePanchang({ year: 2024, month: 6, day: 20 }, { latitude: 69.65, longitude: 18.96, offsetMinutes: 120 }),
  ).toThrow(NoSunriseError);
});
