/*
 * What the Moon Sign and Nakshatra Calculator page says about itself (title, sidebar label, section, description,
 * search words); the astrology remote's registry publishes it in its page list, which the shell's router, sidebar and
 * search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'moon-sign-calculator',
  title: 'Moon Sign and Nakshatra Calculator',
  navLabel: 'Moon Sign and Nakshatra',
  section: 'CALCULATORS',
  category: 'Astrology',
  icon: 'star',
  description: 'Your Moon sign (rashi), birth nakshatra (janma nakshatra), pada and nakshatra lord, from an ephemeris.',
  keywords: [
    'rashi',
    'raasi',
    'chandra rashi',
    'moon sign',
    'nakshatra',
    'janma nakshatra',
    'birth star',
    'pada',
    'vedic',
    'jyotish',
  ],
} satisfies PageFacts;
