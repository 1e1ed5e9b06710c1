/*
 * The tables of Ashtakoota (Guna Milan) matching, as data. Source: the North Indian Ashtakoota as Indian almanacs and
 * AstroSage / Drik Panchang print it, from the classical rules (Muhurta Chintamani, vivaha prakarana; Brihat Parashara
 * Hora Shastra for the planets' natural friendship). Where printed tables differ, the variant chosen is the one most of
 * them print, and "How it is calculated" says where others differ. Indices: signs 0 (Aries, Mesha) to 11 (Pisces),
 * nakshatras 0 (Ashwini) to 26 (Revati).
 */
import type { BodyId } from '../sky';

export type Varna = 'Brahmin' | 'Kshatriya' | 'Vaishya' | 'Shudra';

/** Varna of each Moon sign: water signs Brahmin, fire Kshatriya, earth Vaishya, air Shudra. */
export const VARNA_OF_SIGN: readonly Varna[] = [
  'Kshatriya', // Aries
  'Vaishya', // Taurus
  'Shudra', // Gemini
  'Brahmin', // Cancer
  'Kshatriya', // Leo
  'Vaishya', // Virgo
  'Shudra', // Libra
  'Brahmin', // Scorpio
  'Kshatriya', // Sagittarius
  'Vaishya', // Capricorn
  'Shudra', // Aquarius
  'Brahmin', // Pisces
];

/** The varnas' order: the boy's at or above the girl's gives Varna its point. */
export const VARNA_RANK: Readonly<Record<Varna, number>> = { Brahmin: 4, Kshatriya: 3, Vaishya: 2, Shudra: 1 };

export type Vashya = 'Chatushpada' | 'Manava' | 'Jalachara' | 'Vanachara' | 'Keeta';

export const VASHYA_ENGLISH: Readonly<Record<Vashya, string>> = {
  Chatushpada: 'quadruped',
  Manava: 'human',
  Jalachara: 'water',
  Vanachara: 'wild',
  Keeta: 'insect',
};

/**
 * Vashya group of each sign. Sagittarius and Capricorn are split at 15°: Sagittarius human (the archer) then
 * quadruped (the horse), Capricorn quadruped (the goat) then water (the crocodile's tail).
 */
export const VASHYA_OF_SIGN: readonly (Vashya | readonly [Vashya, Vashya])[] = [
  'Chatushpada', // Aries
  'Chatushpada', // Taurus
  'Manava', // Gemini
  'Jalachara', // Cancer
  'Vanachara', // Leo
  'Manava', // Virgo
  'Manava', // Libra
  'Keeta', // Scorpio
  ['Manava', 'Chatushpada'], // Sagittarius: first 15°, last 15°
  ['Chatushpada', 'Jalachara'], // Capricorn: first 15°, last 15°
  'Manava', // Aquarius
  'Jalachara', // Pisces
];

const VASHYA_ORDER: readonly Vashya[] = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'];

/** Vashya points, the boy's group (row) against the girl's (column), in VASHYA_ORDER. The common table is symmetric. */
const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

export function vashyaPoints(boy: Vashya, girl: Vashya): number {
  return VASHYA_POINTS[VASHYA_ORDER.indexOf(boy)][VASHYA_ORDER.indexOf(girl)];
}

/** The nine taras, counted from one birth star to the other (1 is the star itself, 10 starts again). */
export const TARA_NAMES: readonly string[] = [
  'Janma',
  'Sampat',
  'Vipat',
  'Kshema',
  'Pratyari',
  'Sadhaka',
  'Vadha',
  'Mitra',
  'Ati-Mitra',
];

/** Vipat (3rd), Pratyari (5th) and Vadha (7th) are the inauspicious taras: no points from that side. */
export const BAD_TARAS: readonly number[] = [3, 5, 7];

export type Animal =
  | 'Horse'
  | 'Elephant'
  | 'Sheep'
  | 'Serpent'
  | 'Dog'
  | 'Cat'
  | 'Rat'
  | 'Cow'
  | 'Buffalo'
  | 'Tiger'
  | 'Deer'
  | 'Monkey'
  | 'Mongoose'
  | 'Lion';

/** The yoni (animal) of each nakshatra, and whether it is the male or the female of it. */
export const YONI_OF_NAKSHATRA: readonly { animal: Animal; sex: 'male' | 'female' }[] = [
  { animal: 'Horse', sex: 'male' }, // Ashwini
  { animal: 'Elephant', sex: 'male' }, // Bharani
  { animal: 'Sheep', sex: 'female' }, // Krittika
  { animal: 'Serpent', sex: 'male' }, // Rohini
  { animal: 'Serpent', sex: 'female' }, // Mrigashira
  { animal: 'Dog', sex: 'female' }, // Ardra
  { animal: 'Cat', sex: 'female' }, // Punarvasu
  { animal: 'Sheep', sex: 'male' }, // Pushya
  { animal: 'Cat', sex: 'male' }, // Ashlesha
  { animal: 'Rat', sex: 'male' }, // Magha
  { animal: 'Rat', sex: 'female' }, // Purva Phalguni
  { animal: 'Cow', sex: 'male' }, // Uttara Phalguni
  { animal: 'Buffalo', sex: 'female' }, // Hasta
  { animal: 'Tiger', sex: 'female' }, // Chitra
  { animal: 'Buffalo', sex: 'male' }, // Swati
  { animal: 'Tiger', sex: 'male' }, // Vishakha
  { animal: 'Deer', sex: 'female' }, // Anuradha
  { animal: 'Deer', sex: 'male' }, // Jyeshtha
  { animal: 'Dog', sex: 'male' }, // Mula
  { animal: 'Monkey', sex: 'male' }, // Purva Ashadha
  { animal: 'Mongoose', sex: 'male' }, // Uttara Ashadha
  { animal: 'Monkey', sex: 'female' }, // Shravana
  { animal: 'Lion', sex: 'female' }, // Dhanishta
  { animal: 'Horse', sex: 'female' }, // Shatabhisha
  { animal: 'Lion', sex: 'male' }, // Purva Bhadrapada
  { animal: 'Cow', sex: 'female' }, // Uttara Bhadrapada
  { animal: 'Elephant', sex: 'female' }, // Revati
];

const ANIMALS: readonly Animal[] = [
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
];

/**
 * Yoni points between two animals, in ANIMALS order (symmetric): 4 the same animal, 3 friendly, 2 neutral,
 * 1 unfriendly, 0 sworn enemies (Horse–Buffalo, Elephant–Lion, Sheep–Monkey, Serpent–Mongoose, Dog–Deer, Cat–Rat,
 * Cow–Tiger).
 */
const YONI_POINTS: readonly (readonly number[])[] = [
  // Ho El Sh Se Do Ca Ra Co Bu Ti De Mo Mn Li
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1], // Horse
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0], // Elephant
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1], // Sheep
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2], // Serpent
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1], // Dog
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1], // Cat
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2], // Rat
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1], // Cow
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1], // Buffalo
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1], // Tiger
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1], // Deer
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2], // Monkey
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2], // Mongoose
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4], // Lion
];

export function yoniPoints(boy: Animal, girl: Animal): number {
  return YONI_POINTS[ANIMALS.indexOf(boy)][ANIMALS.indexOf(girl)];
}

/** What a yoni score means, as the tables name it. */
export const YONI_RELATION: readonly string[] = ['sworn enemies', 'unfriendly', 'neutral', 'friendly', 'the same animal'];

export type Planet = Exclude<BodyId, 'rahu' | 'ketu' | 'uranus' | 'neptune' | 'pluto'>;

/** The lord of each sign. */
export const SIGN_LORD: readonly Planet[] = [
  'mars',
  'venus',
  'mercury',
  'moon',
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'saturn',
  'jupiter',
];

export type Relation = 'friend' | 'neutral' | 'enemy';

/** Natural friendship (naisargika maitri, Brihat Parashara Hora Shastra 3): how each planet regards the others. */
export const FRIENDSHIP: Readonly<Record<Planet, { friends: Planet[]; enemies: Planet[] }>> = {
  sun: { friends: ['moon', 'mars', 'jupiter'], enemies: ['venus', 'saturn'] },
  moon: { friends: ['sun', 'mercury'], enemies: [] },
  mars: { friends: ['sun', 'moon', 'jupiter'], enemies: ['mercury'] },
  mercury: { friends: ['sun', 'venus'], enemies: ['moon'] },
  jupiter: { friends: ['sun', 'moon', 'mars'], enemies: ['mercury', 'venus'] },
  venus: { friends: ['mercury', 'saturn'], enemies: ['sun', 'moon'] },
  saturn: { friends: ['mercury', 'venus'], enemies: ['sun', 'moon', 'mars'] },
};

/** How `from` regards `to` (a planet is its own friend). */
export function relation(from: Planet, to: Planet): Relation {
  if (from === to) return 'friend';
  if (FRIENDSHIP[from].friends.includes(to)) return 'friend';
  if (FRIENDSHIP[from].enemies.includes(to)) return 'enemy';
  return 'neutral';
}

/** Graha Maitri points from the two ways the lords regard each other (the order does not matter). */
export function maitriPoints(a: Relation, b: Relation): number {
  const pair = [a, b].sort().join('+');
  const points: Record<string, number> = {
    'friend+friend': 5,
    'friend+neutral': 4,
    'neutral+neutral': 3,
    'enemy+friend': 1,
    'enemy+neutral': 0.5,
    'enemy+enemy': 0,
  };
  return points[pair];
}

export type Gana = 'Deva' | 'Manushya' | 'Rakshasa';

/** Gana (temperament) of each nakshatra. */
export const GANA_OF_NAKSHATRA: readonly Gana[] = [
  'Deva', // Ashwini
  'Manushya', // Bharani
  'Rakshasa', // Krittika
  'Manushya', // Rohini
  'Deva', // Mrigashira
  'Manushya', // Ardra
  'Deva', // Punarvasu
  'Deva', // Pushya
  'Rakshasa', // Ashlesha
  'Rakshasa', // Magha
  'Manushya', // Purva Phalguni
  'Manushya', // Uttara Phalguni
  'Deva', // Hasta
  'Rakshasa', // Chitra
  'Deva', // Swati
  'Rakshasa', // Vishakha
  'Deva', // Anuradha
  'Rakshasa', // Jyeshtha
  'Rakshasa', // Mula
  'Manushya', // Purva Ashadha
  'Manushya', // Uttara Ashadha
  'Deva', // Shravana
  'Rakshasa', // Dhanishta
  'Rakshasa', // Shatabhisha
  'Manushya', // Purva Bhadrapada
  'Manushya', // Uttara Bhadrapada
  'Deva', // Revati
];

const GANA_ORDER: readonly Gana[] = ['Deva', 'Manushya', 'Rakshasa'];

/** Gana points, the boy's gana (row) against the girl's (column): a Deva boy with a Manushya girl 6, the reverse 5. */
const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 6, 1],
  [5, 6, 0],
  [1, 0, 6],
];

export function ganaPoints(boy: Gana, girl: Gana): number {
  return GANA_POINTS[GANA_ORDER.indexOf(boy)][GANA_ORDER.indexOf(girl)];
}

export type Nadi = 'Adi' | 'Madhya' | 'Antya';

export const NADI_DOSHA_ENGLISH: Readonly<Record<Nadi, string>> = { Adi: 'Vata', Madhya: 'Pitta', Antya: 'Kapha' };

/** Nadi of each nakshatra: Adi, Madhya, Antya, Antya, Madhya, Adi… back and forth along the 27. */
export const NADI_OF_NAKSHATRA: readonly Nadi[] = [
  'Adi', // Ashwini
  'Madhya', // Bharani
  'Antya', // Krittika
  'Antya', // Rohini
  'Madhya', // Mrigashira
  'Adi', // Ardra
  'Adi', // Punarvasu
  'Madhya', // Pushya
  'Antya', // Ashlesha
  'Antya', // Magha
  'Madhya', // Purva Phalguni
  'Adi', // Uttara Phalguni
  'Adi', // Hasta
  'Madhya', // Chitra
  'Antya', // Swati
  'Antya', // Vishakha
  'Madhya', // Anuradha
  'Adi', // Jyeshtha
  'Adi', // Mula
  'Madhya', // Purva Ashadha
  'Antya', // Uttara Ashadha
  'Antya', // Shravana
  'Madhya', // Dhanishta
  'Adi', // Shatabhisha
  'Adi', // Purva Bhadrapada
  'Madhya', // Uttara Bhadrapada
  'Antya', // Revati
];

/** Bhakoot: the signs' mutual places (counted each way) that make the dosha, with their names. */
export const BHAKOOT_DOSHAS: readonly { places: readonly [number, number]; name: string }[] = [
  { places: [2, 12], name: 'Dwirdwadash (2nd and 12th)' },
  { places: [5, 9], name: 'Navpancham (5th and 9th)' },
  { places: [6, 8], name: 'Shadashtak (6th and 8th)' },
];

/** The usual reading of the total out of 36: below 18 not recommended, 18-24 average, 25-32 good, 33-36 very good. */
export const READINGS: readonly { from: number; reading: string }[] = [
  { from: 33, reading: 'Very good' },
  { from: 25, reading: 'Good' },
  { from: 18, reading: 'Average' },
  { from: 0, reading: 'Not recommended' },
];

export const KOOTA_MAXIMA = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  grahaMaitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
} as const;
