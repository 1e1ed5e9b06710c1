/*
 * What the Retirement Calculator page says about itself (title, sidebar label, section, description, search words); the
 * finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'retirement-calculator',
  title: 'Retirement Calculator',
  navLabel: 'Retirement',
  section: 'ADVANCE CALC.',
  category: 'Finance',
  icon: 'sunset',
  description: 'Plan savings and post-retirement expenses year by year, with asset allocation.',
  keywords: ['retirement', 'pension', 'corpus', 'fire', 'planning'],
  legacyPaths: ['RetirementCalculator'],
} satisfies PageFacts;
