import { mountStandalone } from '@calc/shared';

mountStandalone('mfe_pages', [
  { path: 'about-us', load: () => import('./pages/about-us') },
  { path: 'contact-us', load: () => import('./pages/contact-us') },
  { path: 'privacy', load: () => import('./pages/privacy') },
  { path: 'terms', load: () => import('./pages/terms') },
]);
