/*
 * What the Home Loan Eligibility Calculator page says about itself (title, sidebar label, section, description, search
 * words); the finance remote's registry publishes it in its page list, which the shell's router, sidebar and search
 * read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'home-loan-eligibility-calculator',
  title: 'Home Loan Eligibility Calculator',
  navLabel: 'Home Loan Eligibility',
  section: 'LOANS & RETURNS',
  category: 'Finance',
  icon: 'bank',
  description: 'Find the home loan your income can support: the EMI you can afford and the loan it repays.',
  keywords: ['home loan', 'emi eligibility', 'eligibility', 'loan eligibility', 'foir', 'mortgage', 'housing loan', 'emi'],
} satisfies PageFacts;
