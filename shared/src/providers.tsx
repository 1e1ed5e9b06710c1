/*
 * The app-wide providers composed in one place, so that the shell and each remote running alone give pages the same
 * context.
 */
import type { ReactNode } from 'react';
import { CategoryProvider, CurrencyProvider, SiteCatalogProvider, ThemeProvider, type SiteCatalog } from '@calc/singleton';
import { GlobalStyle } from './design/global-style';

/** The one place that composes the app-wide providers: the shell uses it, and so does each remote running alone. */
export function AppProviders({ catalog, children }: { catalog: SiteCatalog; children: ReactNode }) {
  return (
    <SiteCatalogProvider catalog={catalog}>
      <ThemeProvider>
        <CurrencyProvider>
          <CategoryProvider>
            <GlobalStyle />
            {children}
          </CategoryProvider>
        </CurrencyProvider>
      </ThemeProvider>
    </SiteCatalogProvider>
  );
}
