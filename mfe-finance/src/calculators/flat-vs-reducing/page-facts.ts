/*
 * What the Flat vs Reducing Rate Calculator page says about itself (title, sidebar label, section, description, search
 * words); the finance remote's registry publishes it in its page list, which the shell's router, sidebar and search
 * read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'flat-vs-reducing-rate-calculator',
  title: 'Flat vs Reducing Rate Calculator',
  navLabel: 'Flat vs Reducing Rate',
  section: 'LOANS & RETURNS',
  category: 'Finance',
  icon: 'bank',
  description:
    'Turn a flat interest rate into the reducing-balance rate it really is, with the EMI and the total interest both ways.',
  keywords: [
    'flat rate',
    'reducing balance',
    'reducing rate',
    'interest rate',
    'effective rate',
    'emi',
    'car loan',
    'personal loan',
    'apr',
  ],
} satisfies PageFacts;
