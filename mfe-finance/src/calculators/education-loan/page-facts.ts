/*
 * What the Education Loan Calculator page says about itself (title, sidebar label, section, description, search words);
 * the finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'education-loan-calculator',
  title: 'Education Loan Calculator',
  navLabel: 'Education Loan',
  section: 'LOANS & RETURNS',
  category: 'Finance',
  icon: 'bank',
  description:
    'Find an education loan’s EMI after the moratorium, the interest added or paid during it, and the section 80E deduction.',
  keywords: ['education loan', 'student loan', 'study loan', 'moratorium', '80e', 'emi', 'loan for studies abroad'],
} satisfies PageFacts;
