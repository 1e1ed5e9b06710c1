/*
 * What the Gratuity Calculator page says about itself (title, sidebar label, section, description, search words); the
 * finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'gratuity-calculator',
  title: 'Gratuity Calculator',
  navLabel: 'Gratuity',
  section: 'CALCULATORS',
  category: 'Finance',
  icon: 'gift',
  description: 'Estimate gratuity from the last drawn salary and years of service.',
  keywords: ['gratuity', 'employee', 'service', 'basic da'],
  legacyPaths: ['GratuityCalculator'],
} satisfies PageFacts;
