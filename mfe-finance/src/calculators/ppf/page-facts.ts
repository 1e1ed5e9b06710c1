/*
 * What the PPF Calculator page says about itself (title, sidebar label, section, description, search words); the
 * finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'ppf-calculator',
  title: 'PPF Calculator',
  navLabel: 'PPF',
  section: 'SAVINGS SCHEMES',
  category: 'Finance',
  icon: 'shield',
  description: 'Find the maturity value of Public Provident Fund deposits made each year, at the current PPF rate.',
  keywords: ['ppf', 'public provident fund', 'provident fund', '80c', 'tax saving', 'small savings', 'interest'],
} satisfies PageFacts;
