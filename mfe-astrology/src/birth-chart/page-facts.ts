/*
 * What the Birth Chart (Kundli) Calculator page says about itself (title, sidebar label, section, description, search
 * words); the astrology remote's registry publishes it in its page list, which the shell's router, sidebar and search
 * read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'birth-chart-calculator',
  title: 'Birth Chart (Kundli) Calculator',
  navLabel: 'Birth Chart (Kundli)',
  section: 'CALCULATORS',
  category: 'Astrology',
  icon: 'star',
  description:
    'Your birth chart from an ephemeris: every planet’s sign, degree, nakshatra and house, the ascendant, North and South Indian charts, Navamsa and Manglik.',
  keywords: [
    'kundli',
    'kundali',
    'janam kundli',
    'janma kundali',
    'horoscope',
    'birth chart',
    'natal chart',
    'lagna chart',
    'rashi chart',
    'navamsa',
    'd9',
    'manglik',
    'mangal dosha',
    'vedic astrology',
    'jyotish',
  ],
} satisfies PageFacts;
