/*
 * What the Terms page says about itself (title, sidebar label, section, description, search words); the pages remote's
 * registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'terms',
  title: 'Terms',
  navLabel: 'Terms',
  section: 'OTHERS',
  icon: 'file',
  description: 'The terms of use of the calculators and the platform.',
  keywords: ['terms', 'conditions'],
  legacyPaths: ['Terms'],
} satisfies PageFacts;
