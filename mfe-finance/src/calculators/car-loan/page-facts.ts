/*
 * What the Car Loan Calculator page says about itself (title, sidebar label, section, description, search words); the
 * finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'car-loan-calculator',
  title: 'Car Loan Calculator',
  navLabel: 'Car Loan',
  section: 'LOANS & RETURNS',
  category: 'Finance',
  icon: 'bank',
  description: 'Find a car loan’s EMI and total interest from the on-road price and the down payment, with its schedule.',
  keywords: ['car loan', 'auto loan', 'vehicle loan', 'emi', 'down payment', 'on-road price', 'two-wheeler loan'],
} satisfies PageFacts;
