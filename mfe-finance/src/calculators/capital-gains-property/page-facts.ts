/*
 * What the Capital Gains Tax on Property Calculator page says about itself (title, sidebar label, section, description,
 * search words); the finance remote's registry publishes it in its page list, which the shell's router, sidebar and
 * search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'capital-gains-property-calculator',
  title: 'Capital Gains Tax on Property Calculator',
  navLabel: 'Capital Gains on Property',
  section: 'TAX',
  category: 'Finance',
  icon: 'home',
  description:
    'Work out the tax on selling a house or land: short or long term, 12.5% without indexation or 20% with it (the lower), with sections 54 and 54EC.',
  keywords: [
    'capital gains',
    'ltcg',
    'stcg',
    'property',
    'house',
    'land',
    'flat',
    'indexation',
    'cost inflation index',
    'cii',
    'section 54',
    '54ec',
    'real estate',
    'tax',
  ],
} satisfies PageFacts;
