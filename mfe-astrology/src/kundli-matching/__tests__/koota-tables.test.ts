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
  type Vashya,
} from '../koota-tables';

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
