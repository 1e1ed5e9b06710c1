import { useMemo } from 'react';
import { Navigate, Route, Routes, useSiteCatalog } from '@calc/singleton';
import { legacyRedirects } from '@calc/shared';
import { Layout } from '../layout/layout';
import { HomePage } from '../pages/home/home-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { PageReady, RemotePage } from '../remotes/remote-page';

/** Every page of the composed site; legacy paths redirect (exact, case-sensitive); anything else is Not Found. */
export function AppRoutes() {
  const catalog = useSiteCatalog();
  const redirects = useMemo(() => Object.entries(legacyRedirects(catalog.pages)), [catalog]);
  return (
    <Routes>
      <Route element={<Layout />}>
        {/* The shell's own pages are ready when rendered; a remote's page publishes its own state (remote-page.tsx). */}
        <Route
          index
          element={
            <>
              <HomePage />
              <PageReady />
            </>
          }
        />
        {catalog.pages.map((page) => (
          <Route key={page.path} path={page.path} caseSensitive element={<RemotePage key={page.path} page={page} />} />
        ))}
        {redirects.map(([from, to]) => (
          <Route key={from} path={from} caseSensitive element={<Navigate to={`/${to}`} replace />} />
        ))}
        <Route
          path="*"
          element={
            <>
              <NotFoundPage />
              <PageReady />
            </>
          }
        />
      </Route>
    </Routes>
  );
}
