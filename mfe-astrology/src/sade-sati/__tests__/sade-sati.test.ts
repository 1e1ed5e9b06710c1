/**
 * @jest-environment node
 */
/*
 * Sade Sati from a birth with the Moon in sidereal Capricorn (8 January 2000, 12:00 UT, checked with swetest): its
 * Sade Sati of 2017-2025 holds both retrograde re-entries, Saturn back in Scorpio in 2017 and back in Capricorn in
 * 2022, with the ingress dates Saturn's tested search gives (within a day of swetest).
 */
import { calculateSadeSati } from '../sade-sati';
import { swetest, assertSwetestInstalled } from '../../sky/__tests__/swetest-reference';

const BIRTH = new Date(Date.UTC(2000, 0, 8, 12));
const IST = 330 * 60_000;
const day = (at: Date | null) => (at ? new Date(at.getTime() + IST).toISOString().slice(0, 10) : null);

beforeAll(() => assertSwetestInstalled());

it('the Moon’s sign is swetest’s', async () => {
  const { bodies } = await swetest({ label: 'birth', utc: BIRTH, latitude: 0, longitude: 0 }, 1);
  expect(calculateSadeSati(BIRTH, 'lahiri', 1).moonSign.index).toBe(Math.floor(bodies.Moon.longitude / 30));
  expect(Math.floor(bodies.Moon.longitude / 30)).toBe(9);
});

it('2017-2025: one Sade Sati with its retrograde re-entries, and the Dhaiyas around it', () => {
  const result = calculateSadeSati(BIRTH, 'lahiri', 30);
  const current = result.sadeSatis.find((s) => day(s.start)?.startsWith('2017'));
  expect(current).toBeDefined();
  expect(current!.stays.map((stay) => stay.house)).toEqual([12, 12, 1, 2, 1, 2]);
  expect(current!.stays.map((stay) => [day(stay.start), day(stay.end)])).toEqual([
    ['2017-01-26', '2017-06-21'],
    ['2017-10-26', '2020-01-24'],
    ['2020-01-24', '2022-04-29'],
    ['2022-04-29', '2022-07-12'],
    ['2022-07-12', '2023-01-17'],
    ['2023-01-17', '2025-03-29'],
  ]);
  expect(day(current!.end)).toBe('2025-03-29');
  // Saturn in Aries (4th from Capricorn) then Leo (8th): the Dhaiyas after it.
  expect(result.dhaiyas.filter((d) => (d.start?.getTime() ?? 0) > current!.end!.getTime()).map((d) => d.house)).toContain(4);
});
