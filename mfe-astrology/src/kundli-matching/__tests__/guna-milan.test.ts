/*
 * Ashtakoota, koota by koota, for pairs whose points are worked out here by hand from the rules (the tables of
 * Muhurta Chintamani as Indian almanacs print them), each step written down: the expected values are not read back
 * from the page's tables. Nakshatras are numbered from 0 (Ashwini), signs from 0 (Aries).
 */
import { gunaMilan, inFirstHalf, moonPlaceOf, readingOf, taraFrom, vashyaOf, type MoonPlace } from '../guna-milan';
import { checkStar, EMPTY_PERSON, personFromParams, personParams } from '../match-inputs';

const star = (nakshatra: number, pada: number | null, sign: number): MoonPlace => ({ sign, nakshatra, pada, longitude: null });
const pointsOf = (boy: MoonPlace, girl: MoonPlace) =>
  Object.fromEntries(gunaMilan(boy, girl).kootas.map((koota) => [koota.id, koota.points]));

describe('Guna Milan, pairs worked by hand', () => {
  it('Ashwini boy, Bharani girl (both Aries): 34 of 36, very good', () => {
    // Varna: both Kshatriya, 1. Vashya: both quadruped, 2. Tara: Ashwini is the 27th from Bharani, 27 = 3×9, the 9th
    // tara (Ati-Mitra), 1.5; Bharani the 2nd from Ashwini (Sampat), 1.5. Yoni: horse and elephant, neutral, 2.
    // Graha Maitri: Mars and Mars, 5. Gana: Deva boy, Manushya girl, 6. Bhakoot: the same sign, 7. Nadi: Adi and Madhya, 8.
    const result = gunaMilan(star(0, 1, 0), star(1, 1, 0));
    expect(pointsOf(star(0, 1, 0), star(1, 1, 0))).toEqual({
      varna: 1,
      vashya: 2,
      tara: 3,
      yoni: 2,
      grahaMaitri: 5,
      gana: 6,
      bhakoot: 7,
      nadi: 8,
    });
    expect(result.total).toBe(34);
    expect(result.reading).toBe('Very good');
    expect(result.nadiDosha.present).toBe(false);
    expect(result.bhakootDosha.present).toBe(false);
  });

  it('Rohini boy (Taurus), Ardra girl (Gemini): 24.5, average, with a 2/12 Bhakoot dosha its exception names', () => {
    // Varna: Vaishya over Shudra, 1. Vashya: quadruped boy, human girl, 1. Tara: Rohini is the 26th from Ardra → 8th
    // (Mitra) 1.5; Ardra the 3rd from Rohini (Vipat) 0. Yoni: serpent and dog, neutral, 2. Graha Maitri: Venus and
    // Mercury, friends both ways, 5. Gana: Manushya both, 6. Bhakoot: Gemini the 2nd from Taurus, Dwirdwadash, 0.
    // Nadi: Antya and Adi, 8. 1 + 1 + 1.5 + 2 + 5 + 6 + 0 + 8 = 24.5.
    const result = gunaMilan(star(3, null, 1), star(5, null, 2));
    expect(pointsOf(star(3, null, 1), star(5, null, 2))).toEqual({
      varna: 1,
      vashya: 1,
      tara: 1.5,
      yoni: 2,
      grahaMaitri: 5,
      gana: 6,
      bhakoot: 0,
      nadi: 8,
    });
    expect(result.total).toBe(24.5);
    expect(result.reading).toBe('Average');
    expect(result.bhakootDosha).toMatchObject({ present: true, kind: 'Dwirdwadash (2nd and 12th)', cancelled: true });
    // Shown, not counted: the lords are mutual friends, the total keeps its 0.
    expect(result.bhakootDosha.exceptions.map((e) => e.applies)).toEqual([false, true, false]);
  });

  it('Krittika 1 boy (Aries), Krittika 2 girl (Taurus): Nadi dosha, cancelled by the same star in two signs and padas', () => {
    // Varna: Kshatriya over Vaishya, 1. Vashya: quadrupeds, 2. Tara: the same star, Janma both ways, 3. Yoni: sheep, 4.
    // Graha Maitri: Mars and Venus, neutral both ways, 3. Gana: Rakshasa both, 6. Bhakoot: 2/12, 0; its navamsa
    // lords are Jupiter (Sagittarius, pada 9 of 108) and Saturn (Capricorn, pada 10), neutral: not cancelled.
    // Nadi: Antya both, 0. 1 + 2 + 3 + 4 + 3 + 6 + 0 + 0 = 19.
    const result = gunaMilan(star(2, 1, 0), star(2, 2, 1));
    expect(result.total).toBe(19);
    expect(result.kootas.find((k) => k.id === 'grahaMaitri')!.points).toBe(3);
    expect(result.nadiDosha).toMatchObject({ present: true, cancelled: true });
    expect(result.nadiDosha.exceptions.map((e) => e.applies)).toEqual([false, true, true]);
    expect(result.bhakootDosha).toMatchObject({ present: true, cancelled: false });
  });

  it('Magha boy (Leo), Hasta girl (Virgo): 17.5, not recommended', () => {
    // Varna: Kshatriya over Vaishya, 1. Vashya: wild boy, human girl, 0. Tara: Magha is the 25th from Hasta → 7th
    // (Vadha) 0; Hasta the 4th from Magha (Kshema) 1.5. Yoni: rat and buffalo, neutral, 2. Graha Maitri: the Sun
    // neutral to Mercury, Mercury a friend of the Sun, 4. Gana: Rakshasa boy, Deva girl, 1. Bhakoot: 2/12, 0 (the
    // Sun and Mercury are not friends both ways). Nadi: Antya and Adi, 8. 1 + 0 + 1.5 + 2 + 4 + 1 + 0 + 8 = 17.5.
    const result = gunaMilan(star(9, null, 4), star(12, null, 5));
    expect(pointsOf(star(9, null, 4), star(12, null, 5))).toEqual({
      varna: 1,
      vashya: 0,
      tara: 1.5,
      yoni: 2,
      grahaMaitri: 4,
      gana: 1,
      bhakoot: 0,
      nadi: 8,
    });
    expect(result.reading).toBe('Not recommended');
    expect(result.bhakootDosha.cancelled).toBe(false);
  });

  it('Pushya 1 boy (Cancer), Revati 4 girl (Pisces): 27, good; Navpancham cancelled by the navamsa lords', () => {
    // Varna: Brahmin both, 1. Vashya: water both, 2. Tara: Pushya the 9th from Revati (Ati-Mitra) and Revati the
    // 20th → 2nd from Pushya (Sampat), 3. Yoni: sheep and elephant, friendly, 3. Graha Maitri: the Moon neutral to
    // Jupiter, Jupiter a friend of the Moon, 4. Gana: Deva both, 6. Bhakoot: Pisces the 9th from Cancer, 0. Nadi:
    // Madhya and Antya, 8. Navamsas: pada 29 of 108 is Leo (the Sun), pada 108 Pisces (Jupiter): friends.
    const result = gunaMilan(star(7, 1, 3), star(26, 4, 11));
    expect(result.total).toBe(27);
    expect(result.reading).toBe('Good');
    expect(result.kootas.find((k) => k.id === 'yoni')!.points).toBe(3);
    expect(result.bhakootDosha).toMatchObject({ present: true, kind: 'Navpancham (5th and 9th)', cancelled: true });
    expect(result.bhakootDosha.exceptions.map((e) => e.applies)).toEqual([false, false, true]);
  });

  it('the reading’s bands: under 18, 18 to 24, 25 to 32, 33 to 36', () => {
    expect([0, 17.5, 18, 24.5, 25, 32.5, 33, 36].map(readingOf)).toEqual([
      'Not recommended',
      'Not recommended',
      'Average',
      'Average',
      'Good',
      'Good',
      'Very good',
      'Very good',
    ]);
  });

  it('Tara counts inclusively, in nines: the 10th star is Janma again', () => {
    expect(taraFrom(0, 0)).toBe(1);
    expect(taraFrom(0, 2)).toBe(3);
    expect(taraFrom(0, 9)).toBe(1);
    expect(taraFrom(5, 3)).toBe(8);
  });
});

describe('Vashya in Sagittarius and Capricorn, halved at 15°', () => {
  it('by the Moon’s longitude when computed', () => {
    expect(vashyaOf(moonPlaceOf(241))).toBe('Manava');
    expect(vashyaOf(moonPlaceOf(262))).toBe('Chatushpada');
    expect(vashyaOf(moonPlaceOf(271))).toBe('Chatushpada');
    expect(vashyaOf(moonPlaceOf(289))).toBe('Jalachara');
  });

  it('by the pada, or the nakshatra’s part of the sign, when only the star is known', () => {
    // Mula lies in Sagittarius' first 13°20': human. Purva Ashadha 3 (18°20'–21°40'): quadruped.
    expect(vashyaOf(star(18, null, 8))).toBe('Manava');
    expect(vashyaOf(star(19, 3, 8))).toBe('Chatushpada');
    // Purva Ashadha 1 runs 13°20'–16°40', cut by 15°: counted in the first half.
    expect(inFirstHalf(star(19, 1, 8))).toBe(true);
    // Shravana, pada unknown (Capricorn 10°–23°20'): mostly the second half, water.
    expect(vashyaOf(star(21, null, 9))).toBe('Jalachara');
    expect(vashyaOf(star(20, 2, 9))).toBe('Chatushpada');
    // Shravana 2 (Capricorn 13°20'–16°40') is cut by 15°: the first half, quadruped.
    expect(vashyaOf(star(21, 2, 9))).toBe('Chatushpada');
  });
});

describe('the Moon’s place as told', () => {
  const told = (nakshatra: string, pada = '', sign = '') => checkStar({ ...EMPTY_PERSON, known: 'star', nakshatra, pada, sign });

  it('a nakshatra in one sign needs nothing more; one in two signs needs its pada or sign', () => {
    expect(told('8')).toEqual({ ok: true, moon: { sign: 3, nakshatra: 7, pada: null, longitude: null } });
    expect(told('3')).toEqual({ ok: false, errors: { sign: expect.stringContaining('Krittika lies in Aries and Taurus') } });
    // Krittika in Aries is its first pada only.
    expect(told('3', '', '1')).toEqual({ ok: true, moon: { sign: 0, nakshatra: 2, pada: 1, longitude: null } });
    expect(told('3', '3')).toEqual({ ok: true, moon: { sign: 1, nakshatra: 2, pada: 3, longitude: null } });
  });

  it('refuses a sign the nakshatra is not in, and a pada in another sign', () => {
    expect(told('')).toEqual({ ok: false, errors: { nakshatra: expect.any(String) } });
    expect(told('28')).toEqual({ ok: false, errors: { nakshatra: expect.any(String) } });
    expect(told('8', '', '5')).toEqual({ ok: false, errors: { sign: expect.stringContaining('Pushya lies only in Cancer') } });
    expect(told('3', '1', '2')).toEqual({
      ok: false,
      errors: { pada: expect.stringContaining('Pada 1 of Krittika is in Aries') },
    });
  });

  it('round-trips through the link, each person under their own prefix', () => {
    const girl = { ...EMPTY_PERSON, known: 'star' as const, nakshatra: '27', pada: '4', sign: '' };
    const params = new URLSearchParams(personParams('girl', girl));
    expect(params.toString()).toBe('girl-nak=27&girl-pada=4');
    expect(personFromParams('girl', params)).toEqual(girl);
    expect(personFromParams('boy', params).known).toBe('birth');
  });
});
