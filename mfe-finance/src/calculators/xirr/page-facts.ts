/*
 * What the XIRR Calculator page says about itself (title, sidebar label, section, description, search words); the
 * finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'xirr-calculator',
  title: 'XIRR Calculator',
  navLabel: 'XIRR',
  section: 'LOANS & RETURNS',
  category: 'Finance',
  icon: 'trending',
  description: 'Find the annual return of investments and redemptions made on different dates, as a spreadsheet’s XIRR does.',
  keywords: [
    'xirr',
    'irr',
    'returns',
    'mutual fund',
    'cash flows',
    'annualised return',
    'sip returns',
    'internal rate of return',
  ],
} satisfies PageFacts;
