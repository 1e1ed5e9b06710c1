/*
 * What the Inflation Calculator page says about itself (title, sidebar label, section, description, search words); the
 * finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'inflation-calculator',
  title: 'Inflation Calculator',
  navLabel: 'Inflation',
  section: 'CALCULATORS',
  category: 'Finance',
  icon: 'flame',
  description: 'See what an amount will cost in the future at a given inflation rate.',
  keywords: ['inflation', 'future value', 'purchasing power', 'cost'],
  legacyPaths: ['InflationCalculator'],
} satisfies PageFacts;
