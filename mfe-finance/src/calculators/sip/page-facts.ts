/*
 * What the SIP Calculator page says about itself (title, sidebar label, section, description, search words); the
 * finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'sip-calculator',
  title: 'SIP Calculator',
  navLabel: 'SIP',
  section: 'CALCULATORS',
  category: 'Finance',
  icon: 'trending',
  description: 'Work out the maturity value of a monthly SIP with an optional annual step-up.',
  keywords: ['systematic investment plan', 'mutual fund', 'monthly investment', 'step-up'],
  legacyPaths: ['SIPCalculator'],
} satisfies PageFacts;
