/*
 * The 27 nakshatras (lunar mansions of 13°20' of the sidereal zodiac), their quarters (padas, 3°20' each) and the
 * Vimshottari dasha lord of each, which the dasha and panchang pages need.
 */
import { normalizeDegrees } from './angle-math';
import type { BodyId } from './bodies';

/** Vimshottari lords repeat in this order, starting with Ashwini. */
const LORD_CYCLE: BodyId[] = ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury'];

const NAMES = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
];

export const NAKSHATRAS: { name: string; lord: BodyId }[] = NAMES.map((name, index) => ({
  name,
  lord: LORD_CYCLE[index % LORD_CYCLE.length],
}));

/** Width of one nakshatra: 13°20'. */
export const NAKSHATRA_SPAN = 360 / 27;

export interface NakshatraPlace {
  /** 0 = Ashwini … 26 = Revati. */
  index: number;
  name: string;
  /** Quarter 1..4. */
  pada: number;
  lord: BodyId;
  /** Part of the nakshatra already traversed, 0..1. */
  fraction: number;
}

/** The nakshatra, pada and lord of a sidereal longitude. */
export function nakshatraOf(sidereal: number): NakshatraPlace {
  const longitude = normalizeDegrees(sidereal);
  const index = Math.min(26, Math.floor(longitude / NAKSHATRA_SPAN));
  const fraction = Math.min(1, Math.max(0, (longitude - index * NAKSHATRA_SPAN) / NAKSHATRA_SPAN));
  const pada = Math.min(4, Math.floor(fraction * 4) + 1);
  return { index, name: NAKSHATRAS[index].name, pada, lord: NAKSHATRAS[index].lord, fraction };
}
