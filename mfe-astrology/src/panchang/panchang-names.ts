/*
 * The names a panchang prints: tithis, yogas, karanas and varas, in the transliteration most Indian almanacs use
 * (Drik Panchang's spelling). Data, read by the calculation and the explanation alike.
 */

/** Tithis 1-15 of each paksha; the 15th is Purnima in the bright half and Amavasya in the dark half. */
const TITHI_NAMES = [
  'Pratipada',
  'Dwitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dwadashi',
  'Trayodashi',
  'Chaturdashi',
];

export type Paksha = 'Shukla' | 'Krishna';

/** Tithi 0..29 (0 = Shukla Pratipada, 14 = Purnima, 29 = Amavasya): its paksha, number in it and name. */
export function tithiName(index: number): { paksha: Paksha; number: number; name: string } {
  const paksha: Paksha = index < 15 ? 'Shukla' : 'Krishna';
  const number = (index % 15) + 1;
  const name = number === 15 ? (paksha === 'Shukla' ? 'Purnima' : 'Amavasya') : TITHI_NAMES[number - 1];
  return { paksha, number, name };
}

export const YOGA_NAMES = [
  'Vishkambha',
  'Priti',
  'Ayushman',
  'Saubhagya',
  'Shobhana',
  'Atiganda',
  'Sukarma',
  'Dhriti',
  'Shula',
  'Ganda',
  'Vriddhi',
  'Dhruva',
  'Vyaghata',
  'Harshana',
  'Vajra',
  'Siddhi',
  'Vyatipata',
  'Variyana',
  'Parigha',
  'Shiva',
  'Siddha',
  'Sadhya',
  'Shubha',
  'Shukla',
  'Brahma',
  'Indra',
  'Vaidhriti',
];

/** The seven movable karanas, which repeat eight times from the second half of Shukla Pratipada. */
const MOVABLE_KARANAS = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti'];

/** Karana 0..59 (half-tithis from the new moon): Kimstughna, 56 movable ones, then Shakuni, Chatushpada, Naga. */
export function karanaName(index: number): string {
  if (index === 0) return 'Kimstughna';
  if (index >= 57) return ['Shakuni', 'Chatushpada', 'Naga'][index - 57];
  return MOVABLE_KARANAS[(index - 1) % 7];
}

/** Weekdays from Sunday, as JavaScript's getUTCDay counts them. */
export const VARA_NAMES = ['Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara'];
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * Which eighth of the daytime (sunrise to sunset, 1-based) each inauspicious period takes, by weekday from Sunday.
 * Source: the table every Indian almanac prints (e.g. Drik Panchang, "Rahu Kalam"); Gulika here is Gulika Kalam of
 * the day (the daytime Gulika).
 */
export const KALAM_EIGHTHS = {
  rahu: [8, 2, 7, 5, 6, 4, 3],
  yamaganda: [5, 4, 3, 2, 1, 7, 6],
  gulika: [7, 6, 5, 4, 3, 2, 1],
} as const;
