import { createRoot } from 'react-dom/client';
import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, NavLink, Navigate, Route, Routes } from '../router';
import styled from 'styled-components';
import { AppProviders } from '../providers';
import { ROUTES, type RouteEntry } from '../routes/route-table';
import { Breadcrumb } from '../ui/breadcrumb';
import { useTheme } from '../state/theme';
import { useCurrency } from '../state/currency';
import { CURRENCIES, type CurrencyCode } from '../format/currency';
import type { RemoteName } from '../contracts/remotes';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 12px 20px;
  background: var(--surface);
  border-bottom: 1px solid var(--border);
  strong { margin-right: auto; }
  nav { display: flex; flex-wrap: wrap; gap: 4px; }
  nav a { padding: 6px 10px; border-radius: var(--radius-sm); color: var(--text-muted); text-decoration: none; font-size: 14px; }
  nav a.active { background: var(--primary-soft); color: var(--primary-text); font-weight: 600; }
  select, button { padding: 6px 10px; border-radius: var(--radius-sm); border: 1px solid var(--border); background: var(--surface); color: var(--text); }
`;

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 48px;
`;

export interface StandalonePage {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

function DevToolbar({ remote, routes }: { remote: RemoteName; routes: RouteEntry[] }) {
  const { toggleTheme, theme } = useTheme();
  const { currency, setCurrency } = useCurrency();
  return (
    <Bar>
      <strong>{remote} · standalone</strong>
      <nav aria-label="Pages of this remote">
        {routes.map((route) => (
          <NavLink key={route.path} to={`/${route.path}`}>{route.navLabel}</NavLink>
        ))}
      </nav>
      <label>
        <span className="visually-hidden">Currency</span>
        <select value={currency} onChange={(event) => setCurrency(event.target.value as CurrencyCode)}>
          {CURRENCIES.map((code) => <option key={code}>{code}</option>)}
        </select>
      </label>
      <button type="button" onClick={toggleTheme}>{theme === 'dark' ? 'Light' : 'Dark'} theme</button>
    </Bar>
  );
}

/**
 * A remote running alone (`npm run dev -w <remote>`): its own router, the shared providers, its pages
 * at their real paths, and a small toolbar for theme and currency, so a team can work without the shell.
 */
export function StandaloneApp({ remote, pages }: { remote: RemoteName; pages: StandalonePage[] }) {
  const routes = pages.map((page) => ROUTES.find((route) => route.path === page.path)).filter(Boolean) as RouteEntry[];
  return (
    <AppProviders>
      <BrowserRouter>
        <DevToolbar remote={remote} routes={routes} />
        <Main>
          <Suspense fallback={<p>Loading…</p>}>
            <Routes>
              {pages.map((page) => {
                const Page = lazy(page.load);
                const title = routes.find((route) => route.path === page.path)?.title ?? page.path;
                return (
                  <Route key={page.path} path={`/${page.path}`} element={<><Breadcrumb pageTitle={title} /><Page /></>} />
                );
              })}
              <Route path="*" element={<Navigate to={`/${pages[0].path}`} replace />} />
            </Routes>
          </Suspense>
        </Main>
      </BrowserRouter>
    </AppProviders>
  );
}

/** Renders a remote alone into #root (its bootstrap's only job). */
export function mountStandalone(remote: RemoteName, pages: StandalonePage[]): void {
  const container = document.getElementById('root');
  if (!container) {
    console.error(`[${remote}] #root element missing`);
    return;
  }
  createRoot(container).render(<StandaloneApp remote={remote} pages={pages} />);
}
