import type { CategoryFacts } from '@calc/singleton';

/** The Astrology category, brought to the site by this remote. */
export default {
  name: 'Astrology',
  icon: 'star',
  description: 'Astrological calculations and predictions',
  fullDescription:
    'The sky at your birth, computed in your browser from an ephemeris: the birth chart (kundli) with North and ' +
    'South Indian charts and the Navamsa, your Moon sign and nakshatra, your ascendant (lagna) and your Western and ' +
    'Vedic sun signs. And the numbers behind your name and birth date: life path, expression, soul urge, ' +
    'personality and birthday numbers.',
} satisfies CategoryFacts;
