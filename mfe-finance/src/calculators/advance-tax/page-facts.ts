/*
 * What the Advance Tax Calculator page says about itself (title, sidebar label, section, description, search words);
 * the finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'advance-tax-calculator',
  title: 'Advance Tax Calculator',
  navLabel: 'Advance Tax',
  section: 'TAX',
  category: 'Finance',
  icon: 'file',
  description:
    'Work out your advance tax for FY 2025-26 after TDS, and the four instalments due by 15 June, 15 September, 15 December and 15 March.',
  keywords: [
    'advance tax',
    '234c',
    '234b',
    'instalment',
    'installment',
    'due date',
    'tax',
    'itr',
    'income tax',
    'tds',
    'self-assessment tax',
    'fy 2025-26',
  ],
} satisfies PageFacts;
