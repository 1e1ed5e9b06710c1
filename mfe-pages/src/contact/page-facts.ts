/*
 * What the Contact Us page says about itself (title, sidebar label, section, description, search words); the pages
 * remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'contact-us',
  title: 'Contact Us',
  navLabel: 'Contact Us',
  section: 'OTHERS',
  icon: 'mail',
  description: 'Send us a question, a correction or an idea for a new calculator.',
  keywords: ['contact', 'feedback', 'support'],
} satisfies PageFacts;
