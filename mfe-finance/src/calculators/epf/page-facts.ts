/*
 * What the EPF Calculator page says about itself (title, sidebar label, section, description, search words); the
 * finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'epf-calculator',
  title: 'EPF Calculator',
  navLabel: 'EPF',
  section: 'SAVINGS SCHEMES',
  category: 'Finance',
  icon: 'briefcase',
  description:
    'Project your Employees’ Provident Fund corpus at retirement from your basic pay, with the employer’s share and EPFO’s interest.',
  keywords: ['epf', 'pf', 'provident fund', 'employees provident fund', 'epfo', 'eps', 'vpf', 'salary', 'retirement', 'corpus'],
} satisfies PageFacts;
