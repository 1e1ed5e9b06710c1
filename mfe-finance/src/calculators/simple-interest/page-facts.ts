/*
 * What the Simple Interest Calculator page says about itself (title, sidebar label, section, description, search
 * words); the finance remote's registry publishes it in its page list, which the shell's router, sidebar and search
 * read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'simple-interest-calculator',
  title: 'Simple Interest Calculator',
  navLabel: 'Simple Interest',
  section: 'LOANS & RETURNS',
  category: 'Finance',
  icon: 'calculator',
  description: 'Work out simple interest and the total amount on a principal, year by year.',
  keywords: ['simple interest', 'si', 'interest', 'principal', 'prt', 'flat rate'],
} satisfies PageFacts;
