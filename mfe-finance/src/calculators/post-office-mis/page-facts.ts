/*
 * What the Post Office Monthly Income Scheme Calculator page says about itself (title, sidebar label, section,
 * description, search words); the finance remote's registry publishes it in its page list, which the shell's router,
 * sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'post-office-mis-calculator',
  title: 'Post Office Monthly Income Scheme Calculator',
  navLabel: 'Post Office MIS',
  section: 'SAVINGS SCHEMES',
  category: 'Finance',
  icon: 'wallet',
  description: 'Work out the monthly income a Post Office Monthly Income Scheme deposit pays for 5 years, single or joint.',
  keywords: [
    'pomis',
    'mis',
    'post office mis',
    'monthly income scheme',
    'monthly income',
    'post office',
    'pension',
    'small savings',
    'joint account',
  ],
} satisfies PageFacts;
