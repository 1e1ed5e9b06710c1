/*
 * What the Panchang Calculator page says about itself (title, sidebar label, section, description, search words); the
 * astrology remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'panchang-calculator',
  title: 'Panchang Calculator',
  navLabel: 'Panchang',
  section: 'CALCULATORS',
  category: 'Astrology',
  icon: 'star',
  description:
    'Today’s panchang for your place: tithi, nakshatra, yoga and karana with their end times, sunrise and moonrise, the lunar month, Rahu Kalam and Abhijit Muhurta.',
  keywords: [
    'panchang',
    'panchangam',
    'panchanga',
    'पंचांग',
    'aaj ka panchang',
    'today panchang',
    'tithi',
    'तिथि',
    'nakshatra',
    'yoga',
    'karana',
    'vara',
    'rahu kalam',
    'rahu kaal',
    'yamaganda',
    'gulika',
    'abhijit muhurta',
    'sunrise',
    'moonrise',
    'amanta',
    'purnimanta',
    'hindu calendar',
    'vikram samvat',
    'shaka samvat',
  ],
} satisfies PageFacts;
