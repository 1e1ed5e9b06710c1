import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (container) {
  createRoot(container, {
    // A failed remote is handled by its boundary on screen; keep the console note short.
    onCaughtError: (error) => console.warn('[shell] a page failed to render and shows its fallback:', error),
  }).render(<App />);
} else {
  console.error('[shell] #root element missing: the page cannot start.');
}
