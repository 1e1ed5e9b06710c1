import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'about-us',
  title: 'About Us',
  navLabel: 'About Us',
  section: 'OTHERS',
  icon: 'info',
  description: 'Who we are and why our calculators are free, private and need no registration.',
  keywords: ['about'],
} satisfies PageFacts;
