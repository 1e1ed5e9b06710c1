import type { CategoryFacts } from '@calc/singleton';

/** The Finance category, brought to the site by this remote. */
export default {
  name: 'Finance',
  icon: 'wallet',
  description: 'Financial calculators and tools',
  fullDescription:
    'Plan investments, loans and retirement with calculators that show every year of the journey. ' +
    'Compare a monthly SIP with a lump sum, see how long withdrawals last, find your EMI, ' +
    'measure growth with CAGR, and check what inflation does to your money, all in your own currency.',
} satisfies CategoryFacts;
