/*
 * What the Kundli Matching (Guna Milan) Calculator page says about itself (title, sidebar label, section, description,
 * search words); the astrology remote's registry publishes it in its page list, which the shell's router, sidebar and
 * search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'kundli-matching-calculator',
  title: 'Kundli Matching (Guna Milan) Calculator',
  navLabel: 'Kundli Matching',
  section: 'CALCULATORS',
  category: 'Astrology',
  icon: 'star',
  description:
    'Ashtakoota Guna Milan for marriage: the eight kootas out of 36, Nadi and Bhakoot dosha with their exceptions, and Manglik for both, from the birth details or the Moon’s nakshatra.',
  keywords: [
    'kundli matching',
    'kundali matching',
    'kundali milan',
    'kundli milan',
    'guna milan',
    'gun milan',
    'ashtakoot',
    'ashtakoota',
    'ashta koota',
    'horoscope matching',
    'marriage matching',
    'patrika milan',
    'porutham',
    'nadi dosha',
    'bhakoot dosha',
    'manglik',
    'mangal dosha',
    'कुंडली मिलान',
    'गुण मिलान',
    'विवाह मिलान',
    'अष्टकूट',
    'vedic',
    'jyotish',
  ],
} satisfies PageFacts;
