/*
 * The dashboard's page facts, kept in the shared library so that the shell, the remotes and the compose step name the
 * home page alike.
 */
import type { PageFacts } from '@calc/singleton';

/**
 * The dashboard at '/': the shell renders it, and its facts are here so that every package (the shell's sidebar
 * and head, a remote's related links, `npm run compose`) names it the same way.
 */
export const HOME_PAGE: PageFacts = {
  path: '',
  title: 'Dashboard',
  navLabel: 'Dashboard',
  section: 'MAIN',
  icon: 'home',
  description: 'Free online calculators for finance and astrology: SIP, SWP, EMI, CAGR, retirement, numerology and more.',
  keywords: ['home'],
};
