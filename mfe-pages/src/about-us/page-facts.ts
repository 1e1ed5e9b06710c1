/*
 * What the About Us page says about itself (title, sidebar label, section, description, search words); the pages
 * remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
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
