/*
 * What the Vimshottari Dasha Calculator page says about itself (title, sidebar label, section, description, search
 * words); the astrology remote's registry publishes it in its page list, which the shell's router, sidebar and search
 * read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'dasha-calculator',
  title: 'Vimshottari Dasha Calculator',
  navLabel: 'Vimshottari Dasha',
  section: 'CALCULATORS',
  category: 'Astrology',
  icon: 'star',
  description:
    'Your Vimshottari mahadashas and antardashas with their dates, and the balance at birth, from the Moon’s nakshatra.',
  keywords: [
    'dasha',
    'mahadasha',
    'antardasha',
    'bhukti',
    'vimshottari',
    'dasha balance',
    'planetary periods',
    'vedic',
    'jyotish',
  ],
} satisfies PageFacts;
