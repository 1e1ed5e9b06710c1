/*
 * What the SWP Calculator page says about itself (title, sidebar label, section, description, search words); the
 * finance remote's registry publishes it in its page list, which the shell's router, sidebar and search read.
 */
import type { PageFacts } from '@calc/singleton';

/** What this page says about itself: the shell's router, sidebar, search and titles read it from the published page list. */
export default {
  path: 'swp-calculator',
  title: 'SWP Calculator',
  navLabel: 'SWP',
  section: 'CALCULATORS',
  category: 'Finance',
  icon: 'wallet',
  description: 'See how long an investment lasts with monthly withdrawals that can step up every year.',
  keywords: ['systematic withdrawal plan', 'withdrawal', 'pension', 'income'],
  legacyPaths: ['SWPCalculator'],
} satisfies PageFacts;
