/*
 * What the Kisan Vikas Patra Calculator page says about itself (title, sidebar label, section, description, search
 * words); the finance remote's registry publishes it in its page list, which the shell's router, sidebar and search
 * read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'kvp-calculator',
  title: 'Kisan Vikas Patra Calculator',
  navLabel: 'Kisan Vikas Patra',
  section: 'SAVINGS SCHEMES',
  category: 'Finance',
  icon: 'coins',
  description:
    'Work out when a Kisan Vikas Patra doubles, what it pays at maturity, and what it is worth if encashed after the 30-month lock-in.',
  keywords: [
    'kvp',
    'kisan vikas patra',
    'double money',
    'doubling',
    'post office',
    'small savings',
    'premature encashment',
    'lock-in',
  ],
} satisfies PageFacts;
