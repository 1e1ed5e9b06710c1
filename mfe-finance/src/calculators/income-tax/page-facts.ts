/*
 * What the Income Tax Calculator page says about itself (title, sidebar label, section, description, search words); the
 * finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'income-tax-calculator',
  title: 'Income Tax Calculator',
  navLabel: 'Income Tax',
  section: 'TAX',
  category: 'Finance',
  icon: 'file',
  description: 'Compare your income tax under the new and the old regime for FY 2025-26, slab by slab, and see which costs less.',
  keywords: [
    'tax',
    'income tax',
    'itr',
    'old regime',
    'new regime',
    '87a',
    'rebate',
    'slab',
    'tax slab',
    'surcharge',
    'cess',
    '80c',
    '80d',
    'standard deduction',
    'tds',
    'fy 2025-26',
  ],
} satisfies PageFacts;
