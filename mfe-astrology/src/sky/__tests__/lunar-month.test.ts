/**
 * @jest-environment node
 */
/*
 * Lunar months, samvat years and Saturn's sign changes. New moons and Saturn's ingresses against swetest; month names
 * against published calendars (Drik Panchang, and India's national calendar for the Shaka year): 2023 had an Adhika
 * Shravana from 18 July to 16 August, 2020 an Adhika Ashvin from 18 September to 16 October; Chaitra of Shaka 1946
 * (Vikram 2081) began on 9 April 2024.
 */
import { amantaMonth, elongation, newMoonsBetween, purnimantaMonth, samvatYears, signStays } from '..';
import { assertSwetestInstalled } from './swetest-reference';
import { secondsFromSwetest, swetestSaturn } from './swetest-events';

const IST = 330;
/** Local noon in IST on a date. */
const noon = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12) - IST * 60_000);
const DAY = 86_400_000;

beforeAll(() => assertSwetestInstalled());

describe('new moons', () => {
  it('every new moon of 2023 within 60 s of swetest', async () => {
    const moons = newMoonsBetween(new Date(Date.UTC(2023, 0, 1)), new Date(Date.UTC(2024, 0, 1)));
    expect(moons).toHaveLength(12);
    for (const moon of moons) expect(Math.abs(await secondsFromSwetest('elongation', moon, 0))).toBeLessThan(60);
    expect(elongation(moons[0])).toBeLessThan(1e-3);
  });
});

describe('amanta and purnimanta months, across an adhika month', () => {
  it('2023: Ashadha, then Adhika Shravana (18 July - 16 August), then Shravana', () => {
    const names = [
      [noon(2023, 7, 10), 'Ashadha', false],
      [noon(2023, 7, 20), 'Shravana', true],
      [noon(2023, 8, 15), 'Shravana', true],
      [noon(2023, 8, 20), 'Shravana', false],
      [noon(2023, 9, 20), 'Bhadrapada', false],
    ] as const;
    for (const [at, name, adhika] of names) {
      const month = amantaMonth(at);
      expect({ name: month.name, adhika: month.adhika }).toEqual({ name, adhika });
    }
    const adhika = amantaMonth(noon(2023, 8, 1));
    // The new moons that bound it fall just after midnight on 18 July and in the afternoon of 16 August (IST).
    expect(new Date(adhika.start.getTime() + IST * 60_000).toISOString().slice(0, 10)).toBe('2023-07-18');
    expect(new Date(adhika.end.getTime() + IST * 60_000).toISOString().slice(0, 10)).toBe('2023-08-16');
  });

  it('2020: Adhika Ashvin between Bhadrapada and Ashvin', () => {
    expect(amantaMonth(noon(2020, 9, 10))).toMatchObject({ name: 'Bhadrapada', adhika: false });
    expect(amantaMonth(noon(2020, 10, 1))).toMatchObject({ name: 'Ashvin', adhika: true });
    expect(amantaMonth(noon(2020, 10, 25))).toMatchObject({ name: 'Ashvin', adhika: false });
  });

  it('purnimanta: the dark half takes the next month’s name, except in an adhika month', () => {
    // 10 July 2023 is Ashadha Krishna (amanta): purnimanta Shravana. 1 August 2023 is in the adhika month's dark
    // half: Adhika Shravana in both.
    const july10 = amantaMonth(noon(2023, 7, 10));
    expect(purnimantaMonth(july10, true)).toEqual({ name: 'Shravana', adhika: false });
    expect(purnimantaMonth(july10, false)).toEqual({ name: 'Ashadha', adhika: false });
    expect(purnimantaMonth(amantaMonth(noon(2023, 8, 1)), true)).toEqual({ name: 'Shravana', adhika: true });
    // Phalguna's dark half is purnimanta Chaitra.
    expect(purnimantaMonth(amantaMonth(noon(2024, 4, 1)), true).name).toBe('Chaitra');
  });

  it('Shaka and Vikram years change at Chaitra (9 April 2024: Shaka 1946, Vikram 2081)', () => {
    expect(amantaMonth(noon(2024, 4, 9)).name).toBe('Chaitra');
    expect(samvatYears(amantaMonth(noon(2024, 4, 9)))).toEqual({ shaka: 1946, vikram: 2081 });
    expect(samvatYears(amantaMonth(noon(2024, 4, 5)))).toEqual({ shaka: 1945, vikram: 2080 });
    expect(samvatYears(amantaMonth(noon(2024, 1, 15)))).toEqual({ shaka: 1945, vikram: 2080 });
    expect(samvatYears(amantaMonth(noon(2023, 8, 1)))).toEqual({ shaka: 1945, vikram: 2080 });
  });
});

describe('Saturn’s sidereal signs', () => {
  it('2019-2024, with the retrograde return to Capricorn in 2022: every ingress within a day of swetest', async () => {
    const stays = signStays('saturn', new Date(Date.UTC(2019, 0, 1)), new Date(Date.UTC(2024, 0, 1)));
    // Sagittarius, Capricorn (24 January 2020), Aquarius (29 April 2022), back to Capricorn (12 July 2022),
    // Aquarius again (17 January 2023).
    expect(stays.map((stay) => stay.sign)).toEqual([8, 9, 10, 9, 10]);
    for (const stay of stays.slice(1)) {
      const at = stay.start as Date;
      const before = Math.floor((await swetestSaturn(new Date(at.getTime() - DAY))) / 30);
      const after = Math.floor((await swetestSaturn(new Date(at.getTime() + DAY))) / 30);
      expect(after).toBe(stay.sign);
      expect(before).not.toBe(stay.sign);
    }
    const dates = stays
      .slice(1)
      .map((stay) => new Date((stay.start as Date).getTime() + IST * 60_000).toISOString().slice(0, 10));
    expect(dates).toEqual(['2020-01-24', '2022-04-29', '2022-07-12', '2023-01-17']);
  });
});
