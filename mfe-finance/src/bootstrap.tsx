import { mountStandalone } from '@calc/shared';

mountStandalone('mfe_finance', [
  { path: 'sip-calculator', load: () => import('./pages/sip-calculator') },
  { path: 'swp-calculator', load: () => import('./pages/swp-calculator') },
  { path: 'lump-sum-calculator', load: () => import('./pages/lump-sum-calculator') },
  { path: 'loan-calculator', load: () => import('./pages/loan-calculator') },
  { path: 'cagr-calculator', load: () => import('./pages/cagr-calculator') },
  { path: 'gratuity-calculator', load: () => import('./pages/gratuity-calculator') },
  { path: 'inflation-calculator', load: () => import('./pages/inflation-calculator') },
  { path: 'salary-calculator', load: () => import('./pages/salary-calculator') },
  { path: 'retirement-calculator', load: () => import('./pages/retirement-calculator') },
]);
