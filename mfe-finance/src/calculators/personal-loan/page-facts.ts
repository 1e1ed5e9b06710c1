/*
 * What the Personal Loan Calculator page says about itself (title, sidebar label, section, description, search words);
 * the finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'personal-loan-calculator',
  title: 'Personal Loan Calculator',
  navLabel: 'Personal Loan',
  section: 'LOANS & RETURNS',
  category: 'Finance',
  icon: 'bank',
  description: 'Find a personal loan’s EMI, the processing fee with GST, the amount in hand and the true annual rate (APR).',
  keywords: ['personal loan', 'emi', 'processing fee', 'apr', 'true rate', 'effective rate', 'instant loan', 'gst'],
} satisfies PageFacts;
