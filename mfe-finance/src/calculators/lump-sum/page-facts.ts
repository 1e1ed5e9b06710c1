/*
 * What the Lump Sum Calculator page says about itself (title, sidebar label, section, description, search words); the
 * finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'lump-sum-calculator',
  title: 'Lump Sum Calculator',
  navLabel: 'LumpSum',
  section: 'CALCULATORS',
  category: 'Finance',
  icon: 'coins',
  description: 'Grow a one-time investment with annual compounding, year by year.',
  keywords: ['lumpsum', 'one time', 'fixed deposit', 'compound interest'],
  legacyPaths: ['LumpSumCalculator'],
} satisfies PageFacts;
