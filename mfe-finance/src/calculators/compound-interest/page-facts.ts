/*
 * What the Compound Interest Calculator page says about itself (title, sidebar label, section, description, search
 * words); the finance remote's registry publishes it in its page list, which the shell's router, sidebar and search
 * read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'compound-interest-calculator',
  title: 'Compound Interest Calculator',
  navLabel: 'Compound Interest',
  section: 'LOANS & RETURNS',
  category: 'Finance',
  icon: 'chart',
  description:
    'Grow a sum at compound interest, yearly to daily, with optional monthly additions, beside the same money at simple interest.',
  keywords: ['compound interest', 'ci', 'interest', 'compounding', 'savings', 'future value', 'monthly addition'],
} satisfies PageFacts;
