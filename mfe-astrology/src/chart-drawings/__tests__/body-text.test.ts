import {
  bodiesBySign,
  bodyLabelVariants,
  describeHouses,
  describeSigns,
  describeWheel,
  spokenBody,
  spokenLongitude,
  wholeDegree,
} from '../body-text';
import { SIGN_GLYPHS, SIGN_NAMES } from '../types';
import { body, TAURUS_CHART } from './chart-fixtures';

describe('labels', () => {
  it('shows the whole degree reached, never rounded up to the next sign', () => {
    expect(wholeDegree(27.98)).toBe(27);
    expect(wholeDegree(29.9999)).toBe(29);
    expect(wholeDegree(30)).toBe(29);
    expect(wholeDegree(0)).toBe(0);
    expect(wholeDegree(Number.NaN)).toBe(0);
  });

  it('writes a body from the fullest to the shortest, ℞ kept in all three', () => {
    expect(bodyLabelVariants(body('Su', 'Sun', 117.4))).toEqual(['Su 27°', 'Su27', 'Su']);
    expect(bodyLabelVariants(body('Sa', 'Saturn', 110.6, true))).toEqual(['Sa 20°℞', 'Sa20℞', 'Sa℞']);
    expect(spokenBody(body('Sa', 'Saturn', 110.6, true))).toBe('Saturn 20° retrograde');
    expect(spokenLongitude(359.5)).toBe('Pisces 29°');
    expect(spokenLongitude(-1)).toBe('Pisces 29°');
  });

  it('groups bodies by sign in the given order', () => {
    const bySign = bodiesBySign(TAURUS_CHART);
    expect(bySign[3].map((b) => b.abbr)).toEqual(['Su', 'Mo', 'Sa']);
    expect(bySign[1]).toEqual([]);
  });

  it('names twelve signs with text-presentation glyphs', () => {
    expect(SIGN_NAMES).toHaveLength(12);
    expect(SIGN_NAMES[0]).toBe('Aries');
    expect(SIGN_NAMES[11]).toBe('Pisces');
    expect(SIGN_GLYPHS[0]).toBe('♈\uFE0E');
    expect(SIGN_GLYPHS[11]).toBe('♓\uFE0E');
  });
});

describe('descriptions', () => {
  it('describes the houses from the ascendant, house 1 always', () => {
    expect(describeHouses(4, [])).toBe('Ascendant Leo. House 1, Leo: Ascendant.');
    expect(describeHouses(1, [body('As', 'Ascendant', 42.5), ...TAURUS_CHART])).toMatch(
      /^Ascendant Taurus\. House 1, Taurus: Ascendant 12°\. House 3, Cancer: Sun 27°/,
    );
    expect(describeHouses(null, [])).toBe('Birth time unknown: houses counted from Aries. House 1, Aries: empty.');
  });

  it('describes the signs with their houses when the ascendant is known', () => {
    expect(describeSigns(11, [body('Su', 'Sun', 5)])).toBe(
      'Ascendant Pisces. Pisces, house 1: Ascendant. Aries, house 2: Sun 5°.',
    );
    expect(describeSigns(null, [body('Su', 'Sun', 5)])).toBe('Ascendant unknown. Aries: Sun 5°.');
  });

  it('describes the wheel with houses from the cusps', () => {
    const cusps = Array.from({ length: 12 }, (_, i) => (i * 30 + 10) % 360);
    expect(describeWheel(cusps, 10, 280, [body('Su', 'Sun', 5), body('Mo', 'Moon', 45, true)])).toBe(
      'Ascendant Aries 10°, Midheaven Capricorn 10°. Sun Aries 5°, house 12. Moon Taurus 15° retrograde, house 2.',
    );
    expect(describeWheel(null, null, null, [body('Su', 'Sun', 5)])).toBe('Birth time unknown: no houses. Sun Aries 5°.');
  });
});
