/*
 * What the Privacy Policies page says about itself (title, sidebar label, section, description, search words); the
 * pages remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'privacy',
  title: 'Privacy Policies',
  navLabel: 'Privacy',
  section: 'OTHERS',
  icon: 'shield',
  description: 'How we collect, use, share and protect information.',
  keywords: ['privacy', 'policy', 'data'],
  legacyPaths: ['Privacy'],
} satisfies PageFacts;
