/*
 * What the FD Calculator page says about itself (title, sidebar label, section, description, search words); the finance
 * remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'fd-calculator',
  title: 'FD Calculator',
  navLabel: 'FD',
  section: 'SAVINGS SCHEMES',
  category: 'Finance',
  icon: 'bank',
  description: 'Find the maturity amount and interest of a fixed deposit, compounded monthly, quarterly, half-yearly or yearly.',
  keywords: ['fd', 'fixed deposit', 'term deposit', 'bank deposit', 'interest', 'maturity', 'compound interest'],
} satisfies PageFacts;
