/*
 * What the CAGR Calculator page says about itself (title, sidebar label, section, description, search words); the
 * finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'cagr-calculator',
  title: 'CAGR Calculator',
  navLabel: 'CAGR',
  section: 'CALCULATORS',
  category: 'Finance',
  icon: 'chart',
  description: 'Compute the compound annual growth rate between two values.',
  keywords: ['compound annual growth rate', 'growth', 'returns'],
  legacyPaths: ['CAGRCalculator'],
} satisfies PageFacts;
