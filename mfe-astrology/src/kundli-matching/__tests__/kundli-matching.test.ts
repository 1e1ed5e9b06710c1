/**
 * @jest-environment node
 */
/*
 * Matching from two births: each Moon and Mars against swetest (Lahiri) for the same moments, Manglik counted from
 * swetest's Ascendant, Mars and Moon signs, and the Ashtakoota of the pair the e2e spec checks in the browser.
 */
import { checkPerson, EMPTY_PERSON, type PersonInputs } from '../match-inputs';
import { calculateMatch } from '../kundli-matching';
import { moonPlaceOf } from '../guna-milan';
import { swetest, assertSwetestInstalled } from '../../sky/__tests__/swetest-reference';
import { DELHI_1947 } from '../../birth/example-births';

beforeAll(() => assertSwetestInstalled());

const sign = (longitude: number) => Math.floor(longitude / 30);
const house = (of: number, from: number) => ((sign(of) - sign(from) + 12) % 12) + 1;

const BENGALURU_2009: PersonInputs['birth'] = {
  ...DELHI_1947,
  date: '2009-07-15',
  time: '12:00',
  place: 'Bengaluru, Karnataka, India',
  latitude: '12.972',
  longitude: '77.594',
};

function checked(birth: PersonInputs['birth']) {
  const check = checkPerson({ ...EMPTY_PERSON, birth });
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  return check;
}

describe('kundli matching from two births', () => {
  it('Delhi 1947 (boy) and Bengaluru 2009 (girl): Moons, Manglik and the total as swetest’s positions give them', async () => {
    const result = calculateMatch(checked(DELHI_1947), checked(BENGALURU_2009), { ayanamsa: 'lahiri' });
    const boy = await swetest(
      { label: 'delhi', utc: new Date(Date.UTC(1947, 7, 14, 18, 30)), latitude: 28.6139, longitude: 77.209 },
      1,
    );
    const girl = await swetest(
      { label: 'bengaluru', utc: new Date(Date.UTC(2009, 6, 15, 6, 30)), latitude: 12.972, longitude: 77.594 },
      1,
    );
    for (const [mine, reference] of [
      [result.boy, boy],
      [result.girl, girl],
    ] as const) {
      const expected = moonPlaceOf(reference.bodies.Moon.longitude);
      expect({ ...mine.moon, longitude: null }).toEqual({ ...expected, longitude: null });
      expect(Math.abs(mine.moon.longitude! - reference.bodies.Moon.longitude)).toBeLessThan(0.01);
      expect(mine.manglik!.fromAscendant!.house).toBe(house(reference.bodies.Mars.longitude, reference.ascendant));
      expect(mine.manglik!.fromMoon!.house).toBe(house(reference.bodies.Mars.longitude, reference.bodies.Moon.longitude));
    }
    // Pushya 1 in Cancer and Revati 4 in Pisces (93.98° and 357.21° by swetest): 27, as worked by hand in guna-milan.test.
    expect(result.boy.moon).toMatchObject({ sign: 3, nakshatra: 7, pada: 1 });
    expect(result.girl.moon).toMatchObject({ sign: 11, nakshatra: 26, pada: 4 });
    expect(result.milan.total).toBe(27);
    // Mars in Gemini: the 2nd from the Taurus Ascendant. Hers in Taurus: the 9th from Virgo rising.
    expect(result.manglikMatch).toEqual({ boy: true, girl: false });
  });

  it('a birth time unknown: Manglik from the Moon only, and the Moon’s change of nakshatra that day', () => {
    const result = calculateMatch(checked({ ...BENGALURU_2009, time: '', timeUnknown: true }), checked(DELHI_1947), {});
    expect(result.boy.manglik!.fromAscendant).toBeNull();
    // The Moon leaves Revati at 17:06 IST on 15 July 2009 (the anchor).
    expect(result.boy.moonChanges).toHaveLength(1);
    expect(result.boy.moonChanges[0]).toMatchObject({ from: 'Revati', to: 'Ashwini' });
    expect(Math.abs(result.boy.moonChanges[0].at.getTime() - Date.UTC(2009, 6, 15, 11, 36))).toBeLessThan(60_000);
  });

  it('a Moon told, not computed: no Manglik for that person, and none for the match', () => {
    const told = checkPerson({ ...EMPTY_PERSON, known: 'star', nakshatra: '27', pada: '4' });
    if (!told.ok) throw new Error('refused');
    const result = calculateMatch(checked(DELHI_1947), told, {});
    expect(result.girl.manglik).toBeNull();
    expect(result.manglikMatch).toBeNull();
    expect(result.milan.total).toBe(27);
  });
});
