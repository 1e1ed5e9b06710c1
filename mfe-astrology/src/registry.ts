/* The one list of this remote's pages (see mfe-finance/src/registry.ts for what is derived from it). */
import type { RemoteRegistry } from '@calc/shared';
import astrology from './astrology-category';
import numerology from './numerology/page-facts';
import birthChart from './birth-chart/page-facts';
import moonSign from './moon-sign/page-facts';
import ascendant from './ascendant/page-facts';
import sunSign from './sun-sign/page-facts';
import dasha from './dasha/page-facts';
import sadeSati from './sade-sati/page-facts';
import panchang from './panchang/page-facts';
import kundliMatching from './kundli-matching/page-facts';

export default {
  name: 'mfe_astrology',
  categories: [astrology],
  pages: {
    'birth-chart': birthChart,
    'moon-sign': moonSign,
    ascendant: ascendant,
    'sun-sign': sunSign,
    dasha: dasha,
    'sade-sati': sadeSati,
    panchang: panchang,
    'kundli-matching': kundliMatching,
    numerology: numerology,
  },
} satisfies RemoteRegistry;
