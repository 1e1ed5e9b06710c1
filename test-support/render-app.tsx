/*
 * How a component test renders, as the app does: inside the singleton's router (a MemoryRouter at `route`) and the
 * app's providers (AppProviders: the site catalogue, theme, currency and category, with the test site's catalogue),
 * returning user-event's `user` to act as a visitor does (typing, clicking, the keyboard) with the render result,
 * as bulletproof-react and bookshelf do. Tests never build the router and providers by hand.
 *
 *   const { user } = renderApp(<SipCalculatorPage />, { route: '/sip-calculator?sipAmount=5000' });
 *   await user.type(screen.getByLabelText('Monthly SIP Amount'), '5000');
 */
import type { ReactNode } from 'react';
import { act, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, type SiteCatalog } from '@calc/singleton';
import { AppProviders } from '../shared/src/providers';
import { testCatalog } from './site-catalog';

export interface RenderAppOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The address the router starts at (path, query and hash): '/' unless given. */
  route?: string;
  /**
   * Other pages, by route pattern, rendered beside the one under test (which is then the element of `path`):
   * `{ '/': <p>home page</p> }` shows where a link leads.
   */
  routes?: Record<string, ReactNode>;
  /** The route pattern of the element under test when `routes` are given ('*' unless given). */
  path?: string;
  /** The site catalogue the providers hold: the test site's (every registry composed) unless given. */
  catalog?: SiteCatalog;
  /** false: the router alone, for a component that must work without the providers. */
  providers?: boolean;
  /** user-event's options (e.g. `{ advanceTimers: jest.advanceTimersByTime }` under fake timers). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderApp(ui: ReactNode, options: RenderAppOptions = {}) {
  const { route = '/', routes, path = '*', catalog, providers = true, userOptions, ...renderOptions } = options;
  const siteCatalog = catalog ?? testCatalog();
  function Wrapper({ children }: { children: ReactNode }) {
    const page = routes ? (
      <Routes>
        {Object.entries(routes).map(([pattern, element]) => (
          <Route key={pattern} path={pattern} element={element} />
        ))}
        <Route path={path} element={children} />
      </Routes>
    ) : (
      children
    );
    return (
      <MemoryRouter initialEntries={[route]}>
        {providers ? <AppProviders catalog={siteCatalog}>{page}</AppProviders> : page}
      </MemoryRouter>
    );
  }
  const user = userEvent.setup(userOptions);
  return { user, ...render(ui, { ...renderOptions, wrapper: Wrapper }) };
}

/**
 * Lets the page paint and run what it leaves until after the paint (shared/src/scheduling/after-next-paint.ts: the
 * link written to the URL after Calculate, a chart drawn): what a visitor sees a frame after their action.
 */
export async function nextPaint(): Promise<void> {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
