import { mountStandalone } from '@calc/shared';

mountStandalone('mfe_astrology', [{ path: 'numerology-calculator', load: () => import('./pages/numerology-calculator') }]);
