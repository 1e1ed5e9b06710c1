/*
 * What the Atal Pension Yojana Calculator page says about itself (title, sidebar label, section, description, search
 * words); the finance remote's registry publishes it in its page list, which the shell's router, sidebar and search
 * read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'atal-pension-yojana-calculator',
  title: 'Atal Pension Yojana Calculator',
  navLabel: 'Atal Pension Yojana',
  section: 'SAVINGS SCHEMES',
  category: 'Finance',
  icon: 'sunset',
  description:
    'Find the monthly Atal Pension Yojana contribution for your age and the pension you want, from the scheme’s chart.',
  keywords: [
    'apy',
    'atal pension',
    'atal pension yojana',
    'pension',
    'pfrda',
    'retirement',
    'unorganised sector',
    'guaranteed pension',
  ],
} satisfies PageFacts;
