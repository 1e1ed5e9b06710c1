/*
 * What the HRA Exemption Calculator page says about itself (title, sidebar label, section, description, search words);
 * the finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'hra-calculator',
  title: 'HRA Exemption Calculator',
  navLabel: 'HRA',
  section: 'TAX',
  category: 'Finance',
  icon: 'home',
  description: 'Find how much of your house rent allowance is exempt from income tax, and which rule limits it.',
  keywords: ['hra', 'house rent allowance', 'rent', 'hra exemption', 'income tax', 'tax', 'section 10(13a)', 'metro', 'salary'],
} satisfies PageFacts;
