/*
 * A remote's pages without the shell: a small frame (page links, theme and currency) so that a category team can run
 * and test its remote alone.
 */
import { createRoot } from 'react-dom/client';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import styled from 'styled-components';
import {
  BrowserRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  useCurrency,
  useTheme,
  CURRENCIES,
  type CurrencyCode,
  type SitePage,
} from '@calc/singleton';
import { AppProviders } from '../providers';
import { catalogOfRegistry, type RemoteRegistry } from '../site/page-list';
import { Breadcrumb } from '../ui/breadcrumb';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 12px 20px;
  background: var(--surface);
  border-bottom: 1px solid var(--border);
  strong {
    margin-right: auto;
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  nav a {
    padding: 6px 10px;
    border-radius: var(--radius-sm);
    color: var(--text-muted);
    text-decoration: none;
    font-size: 14px;
  }
  nav a.active {
    background: var(--primary-soft);
    color: var(--primary-text);
    font-weight: 600;
  }
  select,
  button {
    padding: 6px 10px;
    border-radius: var(--radius-sm);
    border: 1px solid var(--border);
    background: var(--surface);
    color: var(--text);
  }
`;

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 48px;
`;

/** Loads a page's component from its folder (under the remote's src/). */
export type PageLoader = (folder: string) => Promise<{ default: ComponentType }>;

function DevToolbar({ remote, pages }: { remote: string; pages: SitePage[] }) {
  const { toggleTheme, theme } = useTheme();
  const { currency, setCurrency } = useCurrency();
  return (
    <Bar>
      <strong>{remote} · standalone</strong>
      <nav aria-label="Pages of this remote">
        {pages.map((page) => (
          <NavLink key={page.path} to={`/${page.path}`}>
            {page.navLabel}
          </NavLink>
        ))}
      </nav>
      <label>
        <span className="visually-hidden">Currency</span>
        <select value={currency} onChange={(event) => setCurrency(event.target.value as CurrencyCode)}>
          {CURRENCIES.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </select>
      </label>
      <button type="button" onClick={toggleTheme}>
        {theme === 'dark' ? 'Light' : 'Dark'} theme
      </button>
    </Bar>
  );
}

/**
 * A remote running alone (`npm run dev -w <remote>`, or its built index.html): its own router, the providers
 * with a catalogue of its own pages, its pages at their real paths (from its registry), and a small toolbar for
 * theme and currency, so a team can work without the shell.
 */
export function StandaloneApp({ registry, load }: { registry: RemoteRegistry; load: PageLoader }) {
  const catalog = useMemo(() => catalogOfRegistry(registry), [registry]);
  const routes = useMemo(
    () => Object.entries(registry.pages).map(([folder, facts]) => ({ facts, Page: lazy(() => load(folder)) })),
    [registry, load],
  );
  return (
    <AppProviders catalog={catalog}>
      <BrowserRouter>
        <DevToolbar remote={registry.name} pages={catalog.pages} />
        <Main>
          <Suspense fallback={<p>Loading…</p>}>
            <Routes>
              {routes.map(({ facts, Page }) => (
                <Route
                  key={facts.path}
                  path={`/${facts.path}`}
                  element={
                    <>
                      <Breadcrumb pageTitle={facts.title} />
                      <Page />
                    </>
                  }
                />
              ))}
              {routes.length > 0 ? <Route path="*" element={<Navigate to={`/${routes[0].facts.path}`} replace />} /> : null}
            </Routes>
          </Suspense>
        </Main>
      </BrowserRouter>
    </AppProviders>
  );
}

/** Renders a remote alone into #root (its bootstrap's only job). */
export function mountStandalone(registry: RemoteRegistry, load: PageLoader): void {
  const container = document.getElementById('root');
  if (!container) {
    console.error(`[${registry.name}] #root element missing`);
    return;
  }
  createRoot(container).render(<StandaloneApp registry={registry} load={load} />);
}
