import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { pageByPath } from '@calc/shared';
import { App } from './app/app';
import { preloadRemotePage } from './remotes/remote-page';
import { inlineCatalog, loadCatalog } from './site/load-catalog';
import { StartupFailure } from './app/startup-failure';

function start(container: HTMLElement) {
  const root = createRoot(container, {
    // A failed remote is handled by its boundary on screen; keep the console note short.
    onCaughtError: (error) => console.warn('[shell] a page failed to render and shows its fallback:', error),
  });
  const render = (catalog: Parameters<typeof App>[0]['catalog']) => {
    // The page's remote starts loading now, while React renders the layout, not after.
    const arrival = pageByPath(catalog.pages, window.location.pathname);
    if (arrival) preloadRemotePage(arrival, catalog);
    // A transition lets React yield to the browser between components instead of one long blocking task.
    startTransition(() => root.render(<App catalog={catalog} />));
  };
  // A composed page carries its catalogue: render at once. Otherwise (development) compose it first.
  const inline = inlineCatalog();
  if (inline) render(inline);
  else
    loadCatalog().then(render, (error) => {
      console.error('[shell] the site could not be composed:', error);
      root.render(<StartupFailure />);
    });
}

const container = document.getElementById('root');
if (container) start(container);
else console.error('[shell] #root element missing: the page cannot start.');
