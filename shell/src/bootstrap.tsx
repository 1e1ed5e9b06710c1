/*
 * The shell's start-up, in steps that each run in a task of their own: evaluating React's DOM renderer, then the
 * app's modules, then rendering (in a transition, which React splits into short tasks too). A prerendered page
 * is already painted when this runs, so every long task here would block a page the visitor can see.
 */
import { startTransition } from 'react';
import type { SiteCatalog } from '@calc/singleton';
import { loadCatalog } from './site/load-catalog';
import { isPrerendered, takeOverWhenRendered } from './app/take-over';
import { restoreKeptInputs } from './service-worker/keep-inputs';
import { SERVICE_WORKER_META } from './service-worker/worker-protocol';

/** Lets the browser handle input and paint before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first Intl.NumberFormat a page builds loads the browser's number data (5-25 ms here, whatever the locale); every
 * one after it takes a fraction of a millisecond. Built here, in a task of its own, it is not part of the task of
 * React's that first formats an amount (a worked example's label, a field's hint), which it made long.
 */
function warmUpNumberFormatting() {
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1234.5);
  } catch {
    // Formatting is then built when first used, as without this.
  }
}

/** After the load event, when the browser is idle (within 5 s). */
function whenIdleAfterLoad(run: () => void) {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 1_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Offline support: the service worker a composed page names (none in development), and its update notice. */
function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !document.querySelector(`meta[name="${SERVICE_WORKER_META}"]`)) return;
  import('./service-worker/register').then(
    ({ registerNamedWorker }) => registerNamedWorker(),
    (error) => console.warn('[shell] offline support could not load:', error),
  );
}

async function start(container: HTMLElement) {
  // A prerendered page shows its first screen already: render the live page beside it, then swap (take-over.ts).
  const prerendered = isPrerendered(container);
  // Values kept by the update notice's Reload go back into the fields (the snapshot's, which the takeover carries).
  restoreKeptInputs(container, prerendered);
  const target = prerendered ? takeOverWhenRendered(container) : container;
  // Inline, or the page's catalogue file (preloaded once the page painted), or composed here (development).
  // Settled at once, so a failure before the handlers below are ready is not an unhandled rejection.
  const catalogLoad = loadCatalog().then(
    (catalog) => ({ catalog }),
    (error: unknown) => ({ error }),
  );
  const reactDom = import('react-dom/client');
  await nextTask();
  warmUpNumberFormatting();
  const { createRoot } = await reactDom;
  await nextTask();
  const { App, StartupFailure, pageByPath, preloadRemotePage, homePage } = await import('./app/start-app');
  await nextTask();
  const root = createRoot(target, {
    // A failed remote is handled by its boundary on screen; keep the console note short.
    onCaughtError: (error) => console.warn('[shell] a page failed to render and shows its fallback:', error),
  });
  const render = (catalog: SiteCatalog) => {
    // The page's remote starts loading now, while React renders the layout, not after.
    const arrival = pageByPath(catalog.pages, window.location.pathname);
    if (arrival) preloadRemotePage(arrival, catalog);
    else if (window.location.pathname === '/') homePage.preload();
    // A transition lets React yield to the browser between components instead of one long blocking task.
    startTransition(() => root.render(<App catalog={catalog} />));
  };
  whenIdleAfterLoad(registerServiceWorker);
  catalogLoad.then((loaded) => {
    if ('catalog' in loaded) return render(loaded.catalog);
    console.error('[shell] the site could not be composed:', loaded.error);
    root.render(<StartupFailure />);
  });
}

const container = document.getElementById('root');
if (container) start(container);
else console.error('[shell] #root element missing: the page cannot start.');
