/*
 * What the Sun Sign Calculator page says about itself (title, sidebar label, section, description, search words); the
 * astrology remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'sun-sign-calculator',
  title: 'Sun Sign Calculator',
  navLabel: 'Sun Sign',
  section: 'CALCULATORS',
  category: 'Astrology',
  icon: 'star',
  description: 'Your Western (tropical) and Vedic (sidereal) sun signs, and the exact time the Sun changed sign on a cusp day.',
  keywords: ['zodiac sign', 'star sign', 'surya rashi', 'sun sign', 'cusp', 'horoscope sign', 'western astrology', 'vedic'],
} satisfies PageFacts;
