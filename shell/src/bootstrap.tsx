import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { routeByPath } from '@calc/shared';
import { App } from './app/app';
import { preloadRemotePage } from './remotes/remote-page';

// The page's remote starts loading now, while React renders the layout, not after.
const arrival = routeByPath(window.location.pathname);
if (arrival?.module) preloadRemotePage(arrival.module);

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container, {
    // A failed remote is handled by its boundary on screen; keep the console note short.
    onCaughtError: (error) => console.warn('[shell] a page failed to render and shows its fallback:', error),
  });
  // A transition lets React yield to the browser between components instead of one long blocking task.
  startTransition(() => root.render(<App />));
} else {
  console.error('[shell] #root element missing: the page cannot start.');
}
