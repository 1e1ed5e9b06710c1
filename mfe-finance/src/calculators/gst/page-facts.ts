/*
 * What the GST Calculator page says about itself (title, sidebar label, section, description, search words); the
 * finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'gst-calculator',
  title: 'GST Calculator',
  navLabel: 'GST',
  section: 'TAX',
  category: 'Finance',
  icon: 'file',
  description: 'Add GST to a price or take it out of one, with the CGST and SGST halves.',
  keywords: ['gst', 'goods and services tax', 'tax', 'cgst', 'sgst', 'igst', 'inclusive', 'exclusive', 'invoice'],
} satisfies PageFacts;
