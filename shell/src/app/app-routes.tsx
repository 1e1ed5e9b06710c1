/*
 * The site's route table, built from the composed catalogue, so that a page a remote publishes gets its route without a
 * change to the shell.
 */
import { useMemo } from 'react';
import { Navigate, Route, Routes, useSiteCatalog } from '@calc/singleton';
import { legacyRedirects } from '@calc/shared';
import { Layout } from '../layout/layout';
import { homePage, notFoundPage } from '../pages/shell-page';
import { RemotePage } from '../remotes/remote-page';

/** Every page of the composed site; legacy paths redirect (exact, case-sensitive); anything else is Not Found. */
export function AppRoutes() {
  const catalog = useSiteCatalog();
  const redirects = useMemo(() => Object.entries(legacyRedirects(catalog.pages)), [catalog]);
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<homePage.Page />} />
        {catalog.pages.map((page) => (
          <Route key={page.path} path={page.path} caseSensitive element={<RemotePage key={page.path} page={page} />} />
        ))}
        {redirects.map(([from, to]) => (
          <Route key={from} path={from} caseSensitive element={<Navigate to={`/${to}`} replace />} />
        ))}
        <Route path="*" element={<notFoundPage.Page />} />
      </Route>
    </Routes>
  );
}
