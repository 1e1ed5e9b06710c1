/**
 * @jest-environment node
 */
/* Signs, nakshatras, padas and navamsas at and around their boundaries, and degrees shown as D°MM'SS". */
import { degreeInSign, formatDms, NAKSHATRAS, nakshatraOf, navamsaSign, SIGNS, signOf } from '..';

const SPAN = 360 / 27;
const EPSILON = 1e-9;

describe('nakshatraOf', () => {
  it('lists the 27 with their Vimshottari lords', () => {
    expect(NAKSHATRAS).toHaveLength(27);
    expect(NAKSHATRAS[0]).toEqual({ name: 'Ashwini', lord: 'ketu' });
    expect(NAKSHATRAS[7]).toEqual({ name: 'Pushya', lord: 'saturn' });
    expect(NAKSHATRAS[26]).toEqual({ name: 'Revati', lord: 'mercury' });
    expect(NAKSHATRAS.filter((nakshatra) => nakshatra.lord === 'rahu').map((n) => n.name)).toEqual([
      'Ardra',
      'Swati',
      'Shatabhisha',
    ]);
  });

  it('starts each nakshatra exactly at its boundary', () => {
    for (let index = 0; index < 27; index += 1) {
      const start = index * SPAN;
      expect(nakshatraOf(start)).toMatchObject({ index, pada: 1 });
      expect(nakshatraOf(start).fraction).toBeCloseTo(0, 9);
      if (index > 0) expect(nakshatraOf(start - EPSILON)).toMatchObject({ index: index - 1, pada: 4 });
    }
  });

  it("has four padas of 3°20'", () => {
    expect(nakshatraOf(10 / 3 - EPSILON).pada).toBe(1);
    expect(nakshatraOf(10 / 3).pada).toBe(2);
    expect(nakshatraOf(20 / 3).pada).toBe(3);
    expect(nakshatraOf(10).pada).toBe(4);
    expect(nakshatraOf(10).fraction).toBeCloseTo(0.75, 12);
  });

  it('wraps: 360° is Ashwini, just below it the end of Revati', () => {
    expect(nakshatraOf(360)).toMatchObject({ index: 0, name: 'Ashwini', pada: 1 });
    expect(nakshatraOf(-EPSILON)).toMatchObject({ index: 26, name: 'Revati', pada: 4 });
    expect(nakshatraOf(-EPSILON).fraction).toBeGreaterThan(0.999);
  });
});

describe('signs', () => {
  it('has the twelve signs with Sanskrit names and lords', () => {
    expect(SIGNS).toHaveLength(12);
    expect(SIGNS[0]).toEqual({ name: 'Aries', sanskrit: 'Mesha', lord: 'mars' });
    expect(SIGNS[11]).toEqual({ name: 'Pisces', sanskrit: 'Meena', lord: 'jupiter' });
  });

  it('finds the sign and the degree within it, across 0°', () => {
    expect(signOf(0)).toBe(0);
    expect(signOf(29.999999)).toBe(0);
    expect(signOf(30)).toBe(1);
    expect(signOf(-1)).toBe(11);
    expect(signOf(361)).toBe(0);
    expect(degreeInSign(-1)).toBeCloseTo(29, 12);
    expect(degreeInSign(95.5)).toBeCloseTo(5.5, 12);
  });
});

describe('navamsaSign', () => {
  it('starts fire signs from Aries, earth from Capricorn, air from Libra, water from Cancer', () => {
    expect(navamsaSign(0)).toBe(0); // Aries → Aries
    expect(navamsaSign(30)).toBe(9); // Taurus → Capricorn
    expect(navamsaSign(60)).toBe(6); // Gemini → Libra
    expect(navamsaSign(90)).toBe(3); // Cancer → Cancer
    expect(navamsaSign(120)).toBe(0); // Leo → Aries
  });

  it("changes every 3°20' and ends each sign where the next one starts", () => {
    expect(navamsaSign(10 / 3 - EPSILON)).toBe(0);
    expect(navamsaSign(10 / 3)).toBe(1);
    expect(navamsaSign(30 - EPSILON)).toBe(8); // last navamsa of Aries: Sagittarius
    expect(navamsaSign(360 - EPSILON)).toBe(11); // last of Pisces: Pisces
    expect(navamsaSign(-EPSILON)).toBe(11);
  });
});

describe('formatDms', () => {
  it('pads minutes and seconds', () => {
    expect(formatDms(7 + 43 / 60 + 56 / 3600)).toBe('7°43\'56"');
    expect(formatDms(0)).toBe('0°00\'00"');
    expect(formatDms(123.0125)).toBe('123°00\'45"');
  });

  it('rounds to the second and carries', () => {
    expect(formatDms(7.9999999)).toBe('8°00\'00"');
    expect(formatDms(29 + 59 / 60 + 59.6 / 3600)).toBe('30°00\'00"');
    expect(formatDms(10 + 59 / 60 + 59.4 / 3600)).toBe('10°59\'59"');
    expect(formatDms(1 + 29.5 / 3600)).toBe('1°00\'30"');
  });

  it('keeps the sign of negative angles, but not of a negative zero', () => {
    expect(formatDms(-0.5)).toBe('-0°30\'00"');
    expect(formatDms(-0.0000001)).toBe('0°00\'00"');
  });
});
