/*
 * The data the chart drawings take: a body (planet, node or point) already placed in the chart's zodiac, and the
 * names, abbreviations and glyphs of the twelve signs (Aries = 0).
 */

export interface ChartBody {
  id: string;
  /** 'Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke', 'Ur', 'Ne', 'Pl', or 'As' for the ascendant as a body. */
  abbr: string;
  /** Spoken name, used in the drawing's description: 'Sun'. */
  name: string;
  /** 0..11, Aries = 0. */
  sign: number;
  /** Degree within the sign, 0..30; null in a divisional chart (the Navamsa), whose labels show no degree. */
  degree: number | null;
  /** 0..360 in the chart's zodiac (sidereal for the Indian charts, tropical for the wheel). */
  longitude: number;
  retrograde?: boolean;
}

export const SIGN_NAMES = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;

export const SIGN_ABBRS = ['Ari', 'Tau', 'Gem', 'Can', 'Leo', 'Vir', 'Lib', 'Sco', 'Sag', 'Cap', 'Aqu', 'Pis'] as const;

/** ♈︎ … ♓︎, each followed by U+FE0E (text presentation) so no platform draws a coloured emoji. */
export const SIGN_GLYPHS = SIGN_NAMES.map((_, sign) => `${String.fromCodePoint(0x2648 + sign)}\uFE0E`);

/** The abbreviation of a body that is the ascendant: such a body is the chart's own ascendant mark. */
export const ASCENDANT_ABBR = 'As';
