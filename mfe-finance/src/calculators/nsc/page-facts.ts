/*
 * What the NSC Calculator page says about itself (title, sidebar label, section, description, search words); the
 * finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'nsc-calculator',
  title: 'NSC Calculator',
  navLabel: 'NSC',
  section: 'SAVINGS SCHEMES',
  category: 'Finance',
  icon: 'file',
  description:
    'Work out what a National Savings Certificate pays at maturity after 5 years, and the interest each year that counts under 80C.',
  keywords: ['nsc', 'national savings certificate', '80c', 'post office', 'small savings', 'tax saving', 'interest'],
} satisfies PageFacts;
