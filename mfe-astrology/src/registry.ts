/* The one list of this remote's pages (see mfe-finance/src/registry.ts for what is derived from it). */
import type { RemoteRegistry } from '@calc/shared';
import astrology from './astrology-category';
import numerology from './numerology/page-facts';

export default {
  name: 'mfe_astrology',
  categories: [astrology],
  pages: {
    numerology: numerology,
  },
} satisfies RemoteRegistry;
