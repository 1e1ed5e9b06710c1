/*
 * What the Sukanya Samriddhi Yojana Calculator page says about itself (title, sidebar label, section, description,
 * search words); the finance remote's registry publishes it in its page list, which the shell's router, sidebar and
 * search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'sukanya-samriddhi-calculator',
  title: 'Sukanya Samriddhi Yojana Calculator',
  navLabel: 'Sukanya Samriddhi',
  section: 'SAVINGS SCHEMES',
  category: 'Finance',
  icon: 'gift',
  description:
    'Work out the maturity amount of a Sukanya Samriddhi account for a girl child from the yearly deposit and the rate.',
  keywords: ['ssy', 'sukanya', 'sukanya samriddhi', 'girl child', 'daughter', 'small savings', '80c', 'tax free', 'post office'],
} satisfies PageFacts;
