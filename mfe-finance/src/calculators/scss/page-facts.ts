/*
 * What the Senior Citizens Savings Scheme Calculator page says about itself (title, sidebar label, section,
 * description, search words); the finance remote's registry publishes it in its page list, which the shell's router,
 * sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'scss-calculator',
  title: 'Senior Citizens Savings Scheme Calculator',
  navLabel: 'Senior Citizens Savings',
  section: 'SAVINGS SCHEMES',
  category: 'Finance',
  icon: 'sunset',
  description:
    'Work out the interest the Senior Citizens Savings Scheme pays every quarter, over 5 years or 8 with the extension, with TDS and 80C.',
  keywords: [
    'scss',
    'senior citizens savings scheme',
    'senior citizen',
    'retired',
    'pension',
    'quarterly interest',
    'post office',
    '80c',
    'tds',
    'small savings',
  ],
} satisfies PageFacts;
