import type { PageFacts } from '@calc/singleton';

/** The shell's own page: the dashboard at '/'. */
export const HOME_PAGE: PageFacts = {
  path: '',
  title: 'Dashboard',
  navLabel: 'Dashboard',
  section: 'MAIN',
  icon: 'home',
  description: 'Free online calculators for finance and astrology: SIP, SWP, EMI, CAGR, retirement, numerology and more.',
  keywords: ['home'],
};
