/*
 * The Finance category's own words (name, icon, descriptions): the category belongs to the remote that brings it, so
 * the shell names no category of its own.
 */
import type { CategoryFacts } from '@calc/singleton';

/** The Finance category, brought to the site by this remote. */
export default {
  name: 'Finance',
  icon: 'wallet',
  description: 'Financial calculators and tools',
  fullDescription:
    'Plan investments, loans, taxes and retirement with calculators that show every year of the journey. ' +
    'Compare a monthly SIP with a lump sum, see how long withdrawals last, find your EMI and the loan you can get, ' +
    'grow a fixed deposit, PPF or NPS, compare the new and old income tax regimes, and measure returns with CAGR ' +
    'and XIRR, all in your own currency (Indian schemes and taxes in rupees).',
} satisfies CategoryFacts;
