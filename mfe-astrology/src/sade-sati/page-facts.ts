/*
 * What the Sade Sati Calculator page says about itself (title, sidebar label, section, description, search words); the
 * astrology remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'sade-sati-calculator',
  title: 'Sade Sati Calculator',
  navLabel: 'Sade Sati',
  section: 'CALCULATORS',
  category: 'Astrology',
  icon: 'star',
  description:
    'Every Sade Sati of your lifetime with the dates of its rising, peak and setting phases, and the Dhaiya periods, from your Moon sign.',
  keywords: [
    'sade sati',
    'sadesati',
    'saade saati',
    'साढ़े साती',
    'shani',
    'saturn transit',
    'dhaiya',
    'dhaiyya',
    'ढैय्या',
    'ashtama shani',
    'kantaka shani',
    'janma rashi',
    'moon sign',
    'vedic',
    'jyotish',
  ],
} satisfies PageFacts;
