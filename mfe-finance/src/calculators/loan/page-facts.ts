/*
 * What the Loan Calculator page says about itself (title, sidebar label, section, description, search words); the
 * finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'loan-calculator',
  title: 'Loan Calculator',
  navLabel: 'Loan',
  section: 'CALCULATORS',
  category: 'Finance',
  icon: 'bank',
  description: 'Find the monthly EMI, total interest and yearly amortisation of a loan.',
  keywords: ['emi', 'home loan', 'mortgage', 'car loan', 'amortization'],
  legacyPaths: ['HomeLoanCalculator'],
} satisfies PageFacts;
