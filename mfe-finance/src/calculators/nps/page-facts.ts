/*
 * What the NPS Calculator page says about itself (title, sidebar label, section, description, search words); the
 * finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'nps-calculator',
  title: 'NPS Calculator',
  navLabel: 'NPS',
  section: 'SAVINGS SCHEMES',
  category: 'Finance',
  icon: 'sunset',
  description: 'Project your National Pension System corpus at 60, the lump sum and the monthly pension from the annuity.',
  keywords: ['nps', 'national pension system', 'pension', 'retirement', 'annuity', 'corpus', 'pfrda'],
} satisfies PageFacts;
