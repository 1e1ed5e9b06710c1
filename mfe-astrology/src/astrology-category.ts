/*
 * The Astrology category's own words (name, icon, descriptions): the category belongs to the remote that brings it, so
 * the shell names no category of its own.
 */
import type { CategoryFacts } from '@calc/singleton';

/** The Astrology category, brought to the site by this remote. */
export default {
  name: 'Astrology',
  icon: 'star',
  description: 'Astrological calculations and predictions',
  fullDescription:
    'Your birth chart (kundli), moon sign and nakshatra, ascendant and sun sign, computed in your browser from an ' +
    'ephemeris; and the numbers behind your name and birth date.',
} satisfies CategoryFacts;
