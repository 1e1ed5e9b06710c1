/*
 * What the Ascendant (Lagna) Calculator page says about itself (title, sidebar label, section, description, search
 * words); the astrology remote's registry publishes it in its page list, which the shell's router, sidebar and search
 * read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'ascendant-calculator',
  title: 'Ascendant (Lagna) Calculator',
  navLabel: 'Ascendant (Lagna)',
  section: 'CALCULATORS',
  category: 'Astrology',
  icon: 'star',
  description: 'Your rising sign (ascendant, lagna) sidereal and tropical, and how many minutes of birth time would change it.',
  keywords: ['lagna', 'rising sign', 'ascendant', 'udaya lagna', 'janma lagna', 'rising', 'vedic', 'western astrology'],
} satisfies PageFacts;
