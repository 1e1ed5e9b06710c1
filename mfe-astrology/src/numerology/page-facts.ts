/*
 * What the Numerology Calculator page says about itself (title, sidebar label, section, description, search words); the
 * astrology remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'numerology-calculator',
  title: 'Numerology Calculator',
  navLabel: 'Numerology',
  section: 'CALCULATORS',
  category: 'Astrology',
  icon: 'star',
  description: 'Find your life path, expression, soul urge, personality and birthday numbers.',
  keywords: ['astrology', 'life path', 'destiny', 'name number'],
} satisfies PageFacts;
