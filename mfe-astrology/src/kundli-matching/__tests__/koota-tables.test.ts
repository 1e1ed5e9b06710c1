/*
 * The tables' shape as the tradition states it, independently of any pair: nine nakshatras to each gana and each nadi,
 * every animal twice (a male and a female star) but the mongoose, the yoni table symmetric with its seven sworn-enemy
 * pairs the only zeros, friendship as Parashara lists it, and the Vashya table the same whichever is the boy's.
 */
import {
  FRIENDSHIP,
  GANA_OF_NAKSHATRA,
  maitriPoints,
  NADI_OF_NAKSHATRA,
  relation,
  VARNA_OF_SIGN,
  vashyaPoints,
  yoniPoints,
  YONI_OF_NAKSHATRA,
  type Animal,
  type Planet,
  type Vashya,
} from '../koota-tables';
import { SIGNS } from '../../sky';
import { gunaMilan, moonPlaceOf, vashyaOf, type KootaId, type MoonPlace } from '../guna-milan';

const count = <T>(list: readonly T[]) =>
  list.reduce((map, item) => map.set(item, (map.get(item) ?? 0) + 1), new Map<T, number>());

describe('the Ashtakoota tables', () => {
  it('nine nakshatras to each gana and each nadi; the nadis run Adi, Madhya, Antya, Antya, Madhya, Adi…', () => {
    expect([...count(GANA_OF_NAKSHATRA).values()]).toEqual([9, 9, 9]);
    expect([...count(NADI_OF_NAKSHATRA).values()]).toEqual([9, 9, 9]);
    const zigzag = ['Adi', 'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi'];
    NADI_OF_NAKSHATRA.forEach((nadi, index) => expect(nadi).toBe(zigzag[index % 6]));
  });

  it('varna by element: fire Kshatriya, earth Vaishya, air Shudra, water Brahmin', () => {
    VARNA_OF_SIGN.forEach((varna, sign) => expect(varna).toBe(['Kshatriya', 'Vaishya', 'Shudra', 'Brahmin'][sign % 4]));
  });

  it('every animal has a male and a female star, but the mongoose (Uttara Ashadha, male) alone', () => {
    const animals = count(YONI_OF_NAKSHATRA.map((yoni) => yoni.animal));
    for (const [animal, times] of animals) expect([animal, times]).toEqual([animal, animal === 'Mongoose' ? 1 : 2]);
    for (const animal of animals.keys()) {
      if (animal === 'Mongoose') continue;
      const sexes = YONI_OF_NAKSHATRA.filter((yoni) => yoni.animal === animal).map((yoni) => yoni.sex);
      expect(sexes.sort()).toEqual(['female', 'male']);
    }
  });

  it('yoni: symmetric, 4 on the diagonal, 0 only for the seven sworn enemies', () => {
    const animals = [...new Set(YONI_OF_NAKSHATRA.map((yoni) => yoni.animal))] as Animal[];
    const enemies = ['Horse-Buffalo', 'Elephant-Lion', 'Sheep-Monkey', 'Serpent-Mongoose', 'Dog-Deer', 'Cat-Rat', 'Cow-Tiger'];
    const zeros: string[] = [];
    for (const a of animals)
      for (const b of animals) {
        expect(yoniPoints(a, b)).toBe(yoniPoints(b, a));
        if (a === b) expect(yoniPoints(a, b)).toBe(4);
        if (yoniPoints(a, b) === 0) zeros.push(`${a}-${b}`);
      }
    // Each zero twice (both orders), and only the enemies'.
    expect(zeros.sort()).toEqual([...enemies, ...enemies.map((pair) => pair.split('-').reverse().join('-'))].sort());
  });

  it('vashya: 2 for the same group, and the same whichever is the boy’s', () => {
    const groups: Vashya[] = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'];
    for (const a of groups) for (const b of groups) expect(vashyaPoints(a, b)).toBe(a === b ? 2 : vashyaPoints(b, a));
  });

  it('graha maitri: Parashara’s natural friendships, and the points from the two ways', () => {
    expect(FRIENDSHIP.sun).toEqual({ friends: ['moon', 'mars', 'jupiter'], enemies: ['venus', 'saturn'] });
    expect(relation('moon', 'saturn')).toBe('neutral');
    expect(relation('saturn', 'moon')).toBe('enemy');
    expect(maitriPoints('neutral', 'enemy')).toBe(0.5);
    expect(maitriPoints('friend', 'enemy')).toBe(1);
    expect(maitriPoints('neutral', 'friend')).toBe(4);
  });
});

/*
 * A published table, transcribed as printed (https://saravali.de/astrology/koota_yoni.html: the yoni table of the
 * Maitreya program, bride's animal down, groom's across), and its list of each animal's male and female star.
 */
const PUBLISHED_ANIMALS = [
  'Horse',
  'Elephant',
  'Sheep',
  'Serpent',
  'Dog',
  'Cat',
  'Rat',
  'Cow',
  'Buffalo',
  'Tiger',
  'Deer',
  'Monkey',
  'Mongoose',
  'Lion',
] as const;
const PUBLISHED_YONI = [
  '4 2 2 3 2 2 2 1 0 1 3 3 2 1',
  '2 4 3 3 2 2 2 2 3 1 2 3 2 0',
  '2 3 4 2 1 2 1 3 3 1 2 0 3 1',
  '3 3 2 4 2 1 1 1 1 2 2 2 0 2',
  '2 2 1 2 4 2 1 2 2 1 0 2 1 1',
  '2 2 2 1 2 4 0 2 2 1 3 3 2 1',
  '2 2 1 1 1 0 4 2 2 2 2 2 1 2',
  '1 2 3 1 2 2 2 4 3 0 3 2 2 1',
  '0 3 3 1 2 2 2 3 4 1 2 2 2 1',
  '1 1 1 2 1 1 2 0 1 4 1 1 2 1',
  '1 2 2 2 0 3 2 3 2 1 4 2 2 1',
  '3 3 0 2 2 3 2 2 2 1 2 4 3 2',
  '2 2 3 0 1 2 1 2 2 2 2 3 4 2',
  '1 0 1 2 1 1 2 1 2 1 1 2 2 4',
].map((row) => row.split(' ').map(Number));
/** Male star, female star (Abhijit, the mongoose's female star, is not among the 27). */
const PUBLISHED_STARS: Record<(typeof PUBLISHED_ANIMALS)[number], [number, number | null]> = {
  Horse: [0, 23], // Ashwini, Shatabhisha
  Elephant: [1, 26], // Bharani, Revati
  Sheep: [7, 2], // Pushya, Krittika
  Serpent: [3, 4], // Rohini, Mrigashira
  Dog: [18, 5], // Mula, Ardra
  Cat: [8, 6], // Ashlesha, Punarvasu
  Rat: [9, 10], // Magha, Purva Phalguni
  Cow: [11, 25], // Uttara Phalguni, Uttara Bhadrapada
  Buffalo: [14, 12], // Swati, Hasta
  Tiger: [15, 13], // Vishakha, Chitra
  Deer: [17, 16], // Jyeshtha, Anuradha
  Monkey: [19, 21], // Purva Ashadha, Shravana
  Mongoose: [20, null], // Uttara Ashadha
  Lion: [24, 22], // Purva Bhadrapada, Dhanishta
};

describe('against a published matching table', () => {
  it('each star has the animal and sex the published list gives it', () => {
    for (const [animal, [male, female]] of Object.entries(PUBLISHED_STARS)) {
      expect(YONI_OF_NAKSHATRA[male]).toEqual({ animal, sex: 'male' });
      if (female !== null) expect(YONI_OF_NAKSHATRA[female]).toEqual({ animal, sex: 'female' });
    }
  });

  it('yoni points agree in every cell but the two where the printed table disagrees with itself, where ours takes one of its two values', () => {
    const differing: string[] = [];
    PUBLISHED_ANIMALS.forEach((bride, row) =>
      PUBLISHED_ANIMALS.forEach((groom, column) => {
        const printed = PUBLISHED_YONI[row][column];
        if (yoniPoints(groom, bride) === printed) return;
        differing.push(`${bride}-${groom}`);
        // The printed table's own other half: the same pair, the other way round.
        expect(yoniPoints(groom, bride)).toBe(PUBLISHED_YONI[column][row]);
        expect(PUBLISHED_YONI[column][row]).not.toBe(printed);
      }),
    );
    expect(differing).toEqual(['Deer-Horse', 'Lion-Buffalo']);
  });
});

/*
 * The other kootas, against tables printed elsewhere, transcribed as printed and read through the page's own
 * computation (gunaMilan) for every pair of signs or stars:
 * - Varna: the signs of each varna (kundalimilan.in, "Predictions made by gunas in kundali matching"), the groom's the
 *   same or higher for the point (jindginow.com, "How Ashtakoot Guna Milan help us in match making").
 * - Vashya: the signs and half signs of each group (drikpanchang.com, "Vashya Kuta"); the same group gives the full 2.
 * - Gana: the stars of each gana by number (selfrealisation.net, "Gana") and the points, man's gana first
 *   (spectrumman.tripod.com, "Kutas Analysis - Traditional Method").
 * - Graha Maitri: each planet's friends, neutrals and enemies, and the points for each pair of regards
 *   (futuresamachar.com, "Horoscope Matching", the Grah-Maitri table and the Grah Maitri Guna table).
 */
/** The published tables name signs in English: the sky's own names, in its order. */
const SIGN_NAMES = SIGNS.map((sign) => sign.name);
const PRINTED_VARNA: Record<string, string[]> = {
  Brahmin: ['Cancer', 'Scorpio', 'Pisces'],
  Kshatriya: ['Aries', 'Leo', 'Sagittarius'],
  Vaishya: ['Taurus', 'Virgo', 'Capricorn'],
  Shudra: ['Gemini', 'Aquarius', 'Libra'],
};
const PRINTED_VARNA_ORDER = ['Brahmin', 'Kshatriya', 'Vaishya', 'Shudra'];
/** Sign and degrees within it [from, to). */
const PRINTED_VASHYA: Record<Vashya, [string, number, number][]> = {
  Manava: [
    ['Gemini', 0, 30],
    ['Virgo', 0, 30],
    ['Libra', 0, 30],
    ['Sagittarius', 0, 15],
    ['Aquarius', 0, 30],
  ],
  Chatushpada: [
    ['Aries', 0, 30],
    ['Taurus', 0, 30],
    ['Sagittarius', 15, 30],
    ['Capricorn', 0, 15],
  ],
  Jalachara: [
    ['Cancer', 0, 30],
    ['Capricorn', 15, 30],
    ['Pisces', 0, 30],
  ],
  Vanachara: [['Leo', 0, 30]],
  Keeta: [['Scorpio', 0, 30]],
};
/** Star numbers, 1 (Ashwini) to 27 (Revati). */
const PRINTED_GANA: Record<string, number[]> = {
  Deva: [1, 5, 7, 8, 13, 15, 17, 22, 27],
  Manushya: [2, 4, 6, 11, 12, 20, 21, 25, 26],
  Rakshasa: [3, 9, 10, 14, 16, 18, 19, 23, 24],
};
/** "Man's gana & woman's gana = points", as listed. */
const PRINTED_GANA_POINTS: Record<string, number> = {
  'Deva-Deva': 6,
  'Deva-Manushya': 6,
  'Manushya-Deva': 5,
  'Manushya-Manushya': 6,
  'Manushya-Rakshasa': 0,
  'Rakshasa-Deva': 1,
  'Deva-Rakshasa': 1,
  'Rakshasa-Manushya': 0,
  'Rakshasa-Rakshasa': 6,
};
const PRINTED_LORDS = [
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
];
/** Friend / Neutral / Enemy, each planet's column as printed. */
const PRINTED_MAITRI: Record<string, { Friend: string[]; Neutral: string[]; Enemy: string[] }> = {
  Sun: { Friend: ['Moon', 'Mars', 'Jupiter'], Neutral: ['Mercury'], Enemy: ['Venus', 'Saturn'] },
  Moon: { Friend: ['Sun', 'Mercury'], Neutral: ['Mars', 'Jupiter', 'Venus', 'Saturn'], Enemy: [] },
  Mars: { Friend: ['Sun', 'Moon', 'Jupiter'], Neutral: ['Venus', 'Saturn'], Enemy: ['Mercury'] },
  Mercury: { Friend: ['Sun', 'Venus'], Neutral: ['Mars', 'Jupiter', 'Saturn'], Enemy: ['Moon'] },
  Jupiter: { Friend: ['Sun', 'Moon', 'Mars'], Neutral: ['Saturn'], Enemy: ['Mercury', 'Venus'] },
  Venus: { Friend: ['Mercury', 'Saturn'], Neutral: ['Mars', 'Jupiter'], Enemy: ['Sun', 'Moon'] },
  Saturn: { Friend: ['Mercury', 'Venus'], Neutral: ['Jupiter'], Enemy: ['Sun', 'Moon', 'Mars'] },
};
/** The guna table's rows: both friends 5, one neutral one friend 4, one friend one enemy 1, both neutral 3, one neutral one enemy 0.5, both enemies 0; the same lord 5. */
const PRINTED_MAITRI_POINTS: Record<string, number> = {
  'Friend+Friend': 5,
  'Friend+Neutral': 4,
  'Enemy+Friend': 1,
  'Neutral+Neutral': 3,
  'Enemy+Neutral': 0.5,
  'Enemy+Enemy': 0,
};

const kootaPoints = (boy: MoonPlace, girl: MoonPlace, id: KootaId) =>
  gunaMilan(boy, girl).kootas.find((koota) => koota.id === id)!.points;
/** A Moon a degree into a sign, and one a degree into a star. */
const moonInSign = (sign: number) => moonPlaceOf(sign * 30 + 1);
const moonInStar = (star: number) => moonPlaceOf(star * (360 / 27) + 1);
const printedRegard = (from: string, to: string) =>
  (['Friend', 'Neutral', 'Enemy'] as const).find((kind) => PRINTED_MAITRI[from][kind].includes(to))!;

describe('against published tables of the other kootas, for every pair', () => {
  it('varna: the printed signs of each varna; the point when the groom’s is the same or higher', () => {
    const varnaOf = (sign: number) =>
      Object.keys(PRINTED_VARNA).find((varna) => PRINTED_VARNA[varna].includes(SIGN_NAMES[sign]))!;
    for (let boy = 0; boy < 12; boy += 1)
      for (let girl = 0; girl < 12; girl += 1) {
        const expected = PRINTED_VARNA_ORDER.indexOf(varnaOf(boy)) <= PRINTED_VARNA_ORDER.indexOf(varnaOf(girl)) ? 1 : 0;
        expect([SIGN_NAMES[boy], SIGN_NAMES[girl], kootaPoints(moonInSign(boy), moonInSign(girl), 'varna')]).toEqual([
          SIGN_NAMES[boy],
          SIGN_NAMES[girl],
          expected,
        ]);
      }
  });

  it('vashya: every half sign in the printed group, and the full 2 points within a group', () => {
    for (const [group, parts] of Object.entries(PRINTED_VASHYA))
      for (const [sign, from, to] of parts)
        for (const degree of [from + 0.5, to - 0.5]) {
          const moon = moonPlaceOf(SIGN_NAMES.indexOf(sign) * 30 + degree);
          expect([sign, degree, vashyaOf(moon)]).toEqual([sign, degree, group]);
          expect(kootaPoints(moon, moon, 'vashya')).toBe(2);
        }
  });

  it('gana: every star in its printed gana, and the printed points for all 729 pairs of stars', () => {
    const ganaOf = (star: number) => Object.keys(PRINTED_GANA).find((gana) => PRINTED_GANA[gana].includes(star + 1))!;
    for (let star = 0; star < 27; star += 1) expect([star, GANA_OF_NAKSHATRA[star]]).toEqual([star, ganaOf(star)]);
    for (let boy = 0; boy < 27; boy += 1)
      for (let girl = 0; girl < 27; girl += 1)
        expect([boy, girl, kootaPoints(moonInStar(boy), moonInStar(girl), 'gana')]).toEqual([
          boy,
          girl,
          PRINTED_GANA_POINTS[`${ganaOf(boy)}-${ganaOf(girl)}`],
        ]);
  });

  it('graha maitri: the printed regards of the seven lords, and the printed points for all 144 pairs of signs', () => {
    for (const from of Object.keys(PRINTED_MAITRI))
      for (const to of Object.keys(PRINTED_MAITRI)) {
        if (from === to) continue;
        expect([from, to, relation(from.toLowerCase() as Planet, to.toLowerCase() as Planet)]).toEqual([
          from,
          to,
          printedRegard(from, to).toLowerCase(),
        ]);
      }
    for (let boy = 0; boy < 12; boy += 1)
      for (let girl = 0; girl < 12; girl += 1) {
        const [a, b] = [PRINTED_LORDS[boy], PRINTED_LORDS[girl]];
        const expected = a === b ? 5 : PRINTED_MAITRI_POINTS[[printedRegard(a, b), printedRegard(b, a)].sort().join('+')];
        expect([SIGN_NAMES[boy], SIGN_NAMES[girl], kootaPoints(moonInSign(boy), moonInSign(girl), 'grahaMaitri')]).toEqual([
          SIGN_NAMES[boy],
          SIGN_NAMES[girl],
          expected,
        ]);
      }
  });
});
