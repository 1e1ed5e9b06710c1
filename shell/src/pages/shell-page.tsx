/*
 * The shell's own pages (Home, Not Found) loaded like a remote's page, each in its own chunk with the same skeleton and
 * retry.
 */
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { retryImport } from '@calc/shared';
import { earlyLoad } from '../remotes/early-load';
import { PageReady, PageSkeleton, RemoteErrorBoundary } from '../remotes/remote-page';

/**
 * One of the shell's own pages (Home, Not Found), in a chunk of its own: a visitor who arrives on a calculator
 * does not download them. The page the visitor arrives on is asked for during start-up (preload), beside the
 * rest; a chunk that still fails after its retries shows the failure card with Retry, as a remote's page does.
 */
export function lazyShellPage(title: string, load: () => Promise<ComponentType>) {
  const loadPage = earlyLoad(retryImport(async () => ({ default: await load() })));
  const fresh = (): LazyExoticComponent<ComponentType> => lazy(loadPage.take);
  let component = fresh();

  function ShellPage() {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      component = fresh();
      setAttempt((count) => count + 1);
    };
    const Page = component;
    return (
      <RemoteErrorBoundary key={attempt} title={title} recoverOnce={null} onRetry={retry}>
        <Suspense fallback={<PageSkeleton title={title} onRetry={retry} />}>
          <Page />
          {/* The shell's own pages are ready when rendered (a remote's page publishes its own state). */}
          <PageReady />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }
  ShellPage.displayName = `ShellPage(${title})`;

  // preload: starts loading the page's chunk now (the page the visitor arrived on), for its first render to take.
  return { Page: ShellPage, preload: loadPage.start };
}

export const homePage = lazyShellPage('Home', () =>
  import(/* webpackChunkName: "home-page" */ './home/home-page').then((module) => module.HomePage),
);

export const notFoundPage = lazyShellPage('This page', () =>
  import(/* webpackChunkName: "not-found-page" */ './not-found/not-found-page').then((module) => module.NotFoundPage),
);
