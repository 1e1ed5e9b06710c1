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
