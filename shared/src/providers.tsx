import type { ReactNode } from 'react';
import { GlobalStyle } from './design/global-style';
import { CategoryProvider } from './state/category';
import { CurrencyProvider } from './state/currency';
import { ThemeProvider } from './state/theme';

/** The one place that composes the app-wide providers: the shell uses it, and so does each remote running alone. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <CurrencyProvider>
        <CategoryProvider>
          <GlobalStyle />
          {children}
        </CategoryProvider>
      </CurrencyProvider>
    </ThemeProvider>
  );
}
