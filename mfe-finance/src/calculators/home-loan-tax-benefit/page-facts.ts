/*
 * What the Home Loan Tax Benefit Calculator page says about itself (title, sidebar label, section, description, search
 * words); the finance remote's registry publishes it in its page list, which the shell's router, sidebar and search
 * read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'home-loan-tax-benefit-calculator',
  title: 'Home Loan Tax Benefit Calculator',
  navLabel: 'Home Loan Tax Benefit',
  section: 'TAX',
  category: 'Finance',
  icon: 'home',
  description:
    'Find the tax a home loan saves year by year: interest under section 24(b), principal under 80C, old regime and new.',
  keywords: ['home loan', 'tax benefit', '24b', 'section 24', '80c', 'housing loan interest', 'tax saving', 'let out'],
} satisfies PageFacts;
