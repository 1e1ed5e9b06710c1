/*
 * The sky pages' calculations on top of the engine (whose positions are tested against swetest in sky/__tests__):
 * houses, Manglik, the unknown time's changes, the ascendant's window and the sun's cusp, each checked by what it
 * claims (the sign before and after a time found), or against a reference the Swiss Ephemeris gives.
 */
import { checkBirth, EMPTY_BIRTH, type Birth, type BirthInputs } from '../../birth/birth-inputs';
import { angles, bodyLongitude, siderealLongitude, signOf } from '../../sky';
import { calculateBirthChart } from '../birth-chart';
import { calculateMoonSign } from '../../moon-sign/moon-sign';
import { calculateAscendant } from '../../ascendant/ascendant';
import { calculateSunSign } from '../../sun-sign/sun-sign';

function birthOf(inputs: Partial<BirthInputs>): Birth {
  const check = checkBirth({ ...EMPTY_BIRTH, ...inputs });
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  return check.birth;
}

const DELHI_1947 = birthOf({
  date: '1947-08-15',
  time: '00:00',
  latitude: '28.6139',
  longitude: '77.209',
  timeZone: 'Asia/Kolkata',
});
const minutes = (n: number) => n * 60_000;
const at = (date: Date, deltaMs: number) => new Date(date.getTime() + deltaMs);

describe('the birth chart', () => {
  const chart = calculateBirthChart(DELHI_1947, { zodiac: 'sidereal', ayanamsa: 'lahiri', node: 'mean' });
  const row = (id: string) => chart.rows.find((r) => r.id === id)!;

  it('counts whole-sign houses from the Ascendant’s sign (Taurus): Cancer is the 3rd, Gemini the 2nd', () => {
    expect(row('ascendant').signName).toBe('Taurus');
    expect([row('sun').house, row('moon').house, row('saturn').house, row('mars').house]).toEqual([3, 3, 3, 2]);
    expect(row('ketu').house).toBe(((row('rahu').house! + 5) % 12) + 1);
  });

  it('is Manglik: Mars in Gemini is the 2nd from Taurus and the 12th from the Moon in Cancer', () => {
    expect(chart.manglik).toEqual({ fromAscendant: { house: 2, manglik: true }, fromMoon: { house: 12, manglik: true } });
  });

  it('Navamsa: the Moon at Cancer 3°59′ is in the 2nd navamsa of Cancer (counted from Cancer): Leo', () => {
    expect(chart.navamsa.find((entry) => entry.id === 'moon')!.sign).toBe(4);
  });

  it('tropical with Placidus: the Sun in Leo, houses from the cusps; beyond the polar circle equal houses, said so', () => {
    const tropical = calculateBirthChart(DELHI_1947, { zodiac: 'tropical', houses: 'placidus', node: 'true' });
    expect(tropical.rows.find((r) => r.id === 'sun')!.signName).toBe('Leo');
    expect(tropical.houseSystem).toBe('placidus');
    expect(tropical.placidusUndefined).toBe(false);
    const tromso = birthOf({ date: '1990-01-01', time: '12:00', latitude: '69.6496', longitude: '18.956', offset: '+01:00' });
    const polar = calculateBirthChart(tromso, { zodiac: 'tropical', houses: 'placidus' });
    expect(polar).toMatchObject({ placidusUndefined: true, houseSystem: 'equal' });
  });

  // The Moon leaves Revati at 17:06:36 IST (Swiss Ephemeris 17:06:38, Lahiri): printed as the minute a clock shows
  // then, 17:06, the anchor (../../birth/local-time.ts).
  it('with the time unknown: no Ascendant, and the Moon leaves Revati at 17:06 IST on 15 July 2009', () => {
    const day = birthOf({
      date: '2009-07-15',
      timeUnknown: true,
      latitude: '12.972',
      longitude: '77.594',
      timeZone: 'Asia/Kolkata',
    });
    const unknown = calculateBirthChart(day, { zodiac: 'sidereal' });
    expect(unknown.rows.some((r) => r.id === 'ascendant')).toBe(false);
    expect(unknown.manglik.fromAscendant).toBeNull();
    expect(unknown.dayChanges.map((change) => change.text)).toContain('The Moon moves from Revati to Ashwini at 17:06.');
  });
});

describe('the moon sign', () => {
  it('1947: Cancer, Pushya pada 1, lord Saturn', () => {
    const result = calculateMoonSign(DELHI_1947, { ayanamsa: 'lahiri' });
    expect([result.moon.signName, result.moon.nakshatra!.name, result.moon.nakshatra!.pada, result.lord]).toEqual([
      'Cancer',
      'Pushya',
      1,
      'Saturn',
    ]);
  });
});

describe('the ascendant’s window', () => {
  const result = calculateAscendant(DELHI_1947, { ayanamsa: 'lahiri' });
  const sidereal = (utc: Date) => siderealLongitude(angles(utc, 28.6139, 77.209).ascendant, utc, 'lahiri');

  it('Taurus began to rise before the birth and gives way after it: the sign a second either side proves each time', () => {
    const { enters, leaves } = result.sidereal.window;
    expect(signOf(sidereal(at(enters!, -1000)))).toBe(0);
    expect(signOf(sidereal(at(enters!, 1000)))).toBe(1);
    expect(signOf(sidereal(at(leaves!, -1000)))).toBe(1);
    expect(signOf(sidereal(at(leaves!, 1000)))).toBe(2);
    expect(enters!.getTime()).toBeLessThan(DELHI_1947.utc.getTime());
    expect(leaves!.getTime() - enters!.getTime()).toBeLessThan(minutes(3 * 60));
    expect(result.sidereal.window.minutesSinceEntry).toBe(Math.floor((DELHI_1947.utc.getTime() - enters!.getTime()) / 60000));
  });

  it('with the time unknown: twelve or thirteen spans covering the day, each a different sign from the last', () => {
    const unknown = calculateAscendant({ ...DELHI_1947, timeKnown: false }, { ayanamsa: 'lahiri' });
    expect(unknown.risingThroughDay.length).toBeGreaterThanOrEqual(12);
    expect(unknown.risingThroughDay.length).toBeLessThanOrEqual(13);
    unknown.risingThroughDay.slice(1).forEach((span, i) => expect(span.sign).not.toBe(unknown.risingThroughDay[i].sign));
  });
});

describe('the sun sign on a cusp day', () => {
  it('23 August 1990: the tropical Sun enters Virgo that day, and the time found is the crossing of 150°', () => {
    const mumbai = birthOf({
      date: '1990-08-23',
      time: '09:00',
      latitude: '19.07',
      longitude: '72.88',
      timeZone: 'Asia/Kolkata',
    });
    const result = calculateSunSign(mumbai, { ayanamsa: 'lahiri' });
    const change = result.tropical.changeThatDay!;
    expect([change.from, change.to]).toEqual(['Leo', 'Virgo']);
    expect(bodyLongitude('sun', at(change.at, -1000))).toBeLessThan(150);
    expect(bodyLongitude('sun', at(change.at, 1000))).toBeGreaterThanOrEqual(150);
    // The sign at 09:00 IST follows from the time: before the change Leo, after it Virgo.
    expect(result.tropical.placement.signName).toBe(mumbai.utc < change.at ? 'Leo' : 'Virgo');
    expect(result.sidereal.changeThatDay).toBeNull();
    expect(result.sidereal.placement.signName).toBe('Leo');
  });
});
