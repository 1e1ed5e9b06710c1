/*
 * What the Stock Average Calculator page says about itself (title, sidebar label, section, description, search words);
 * the finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'stock-average-calculator',
  title: 'Stock Average Calculator',
  navLabel: 'Stock Average',
  section: 'LOANS & RETURNS',
  category: 'Finance',
  icon: 'chart',
  description:
    'Find the average price of shares bought at different prices, and what they are worth now: gain or loss, in amount and percent.',
  keywords: [
    'stock average',
    'average price',
    'shares',
    'averaging down',
    'portfolio',
    'share average',
    'average cost',
    'stocks',
    'equity',
    'gain',
    'loss',
  ],
} satisfies PageFacts;
