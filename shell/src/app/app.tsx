/*
 * The shell's root component: the app-wide providers, the router and the routes.
 */
import { BrowserRouter, type SiteCatalog } from '@calc/singleton';
import { AppProviders } from '@calc/shared';
import { AppRoutes } from './app-routes';

export function App({ catalog }: { catalog: SiteCatalog }) {
  return (
    <AppProviders catalog={catalog}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
