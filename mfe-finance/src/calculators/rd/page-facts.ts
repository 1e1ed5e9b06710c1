/*
 * What the RD Calculator page says about itself (title, sidebar label, section, description, search words); the finance
 * remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'rd-calculator',
  title: 'RD Calculator',
  navLabel: 'RD',
  section: 'SAVINGS SCHEMES',
  category: 'Finance',
  icon: 'coins',
  description: 'Find what a recurring deposit pays at maturity, compounded quarterly as Indian banks do.',
  keywords: ['rd', 'recurring deposit', 'monthly deposit', 'post office rd', 'bank deposit', 'interest', 'maturity'],
} satisfies PageFacts;
