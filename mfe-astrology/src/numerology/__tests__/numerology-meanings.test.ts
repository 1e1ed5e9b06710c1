import { calculateNumerology, NUMBER_LABELS, type NumberKey } from '../numerology';
import { NUMBER_KEYWORDS, ROLE_MEANINGS, roleMeaningOf } from '../numerology-meanings';

const ROLES = Object.keys(NUMBER_LABELS) as NumberKey[];
const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33];

describe('role meanings', () => {
  it('the specification’s keywords, word for word', () => {
    expect(NUMBER_KEYWORDS).toEqual({
      1: 'leadership and independence',
      2: 'cooperation and diplomacy',
      3: 'creativity',
      4: 'stability',
      5: 'freedom',
      6: 'responsibility',
      7: 'spirituality',
      8: 'power and success',
      9: 'compassion',
      11: 'spiritual insight',
      22: 'master builder',
      33: 'master teacher',
    });
  });

  it.each(ROLES)('%s has a text for exactly 1-9, 11, 22 and 33', (role) => {
    expect(
      Object.keys(ROLE_MEANINGS[role])
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(NUMBERS);
  });

  it.each(NUMBERS)('%i reads differently in each of its five roles, each keeping its keywords', (n) => {
    const texts = ROLES.map((role) => roleMeaningOf(role, n));
    expect(new Set(texts).size).toBe(ROLES.length);
    for (const text of texts) expect(text).toContain(NUMBER_KEYWORDS[n]);
  });

  it('no two texts anywhere are the same', () => {
    const all = ROLES.flatMap((role) => Object.values(ROLE_MEANINGS[role]));
    expect(new Set(all).size).toBe(ROLES.length * NUMBERS.length);
  });

  it("gives exactly 'Unknown' in every role for a number without text (0, 10, 12, 44, -1, NaN)", () => {
    for (const role of ROLES) for (const n of [0, 10, 12, 44, -1, NaN]) expect(roleMeaningOf(role, n)).toBe('Unknown');
  });

  it('Life Path 3 and Soul Urge 3 are not the same paragraph in a result', () => {
    // ULF, born 2000-01-27: vowels U3 = 3; life path: day 27 -> 9, month 1, year 2000 -> 2; 9 + 1 + 2 = 12 -> 3
    const result = calculateNumerology('Ulf', '2000-01-27');
    expect(result.lifePathNumber).toBe(3);
    expect(result.soulUrgeNumber).toBe(3);
    expect(result.meanings.lifePathNumber).toBe(ROLE_MEANINGS.lifePathNumber[3]);
    expect(result.meanings.soulUrgeNumber).toBe(ROLE_MEANINGS.soulUrgeNumber[3]);
    expect(result.meanings.lifePathNumber).not.toBe(result.meanings.soulUrgeNumber);
  });
});
