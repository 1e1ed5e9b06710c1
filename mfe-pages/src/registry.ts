/* The one list of this remote's pages (see mfe-finance/src/registry.ts for what is derived from it). */
import type { RemoteRegistry } from '@calc/shared';
import aboutUs from './about-us/page-facts';
import contact from './contact/page-facts';
import privacy from './privacy/page-facts';
import terms from './terms/page-facts';

export default {
  name: 'mfe_pages',
  categories: [],
  pages: {
    'about-us': aboutUs,
    contact: contact,
    privacy: privacy,
    terms: terms,
  },
} satisfies RemoteRegistry;
