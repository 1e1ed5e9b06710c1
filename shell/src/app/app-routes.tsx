import { LEGACY_REDIRECTS, ROUTES, Navigate, Route, Routes } from '@calc/shared';
import { Layout } from '../layout/layout';
import { HomePage } from '../pages/home/home-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { RemotePage } from '../remotes/remote-page';

/** Every route from the one route table; legacy paths redirect (exact, case-sensitive); anything else is Not Found. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map((route) =>
          route.path === '' ? (
            <Route key="home" index element={<HomePage />} />
          ) : route.module ? (
            <Route key={route.path} path={route.path} caseSensitive element={<RemotePage id={route.module} title={route.title} />} />
          ) : null,
        )}
        {Object.entries(LEGACY_REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} caseSensitive element={<Navigate to={`/${to}`} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
