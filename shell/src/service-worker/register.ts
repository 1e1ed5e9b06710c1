/*
 * Registers the site's service worker (the composed page names it: SERVICE_WORKER_META); bootstrap.tsx loads this
 * module after the load event, when the browser is idle, so none of it competes with the first screen. It then watches for a new version: a
 * worker that installs while another controls the tab is a release, which the update notice offers to load. The
 * browser checks sw.js at each navigation; an open tab asks again when it becomes visible, comes back online, and
 * every half hour.
 */
import { setWaitingWorker } from './update-available';
import { SERVICE_WORKER_META } from './worker-protocol';

const CHECK_EVERY_MS = 30 * 60 * 1000;

export function serviceWorkerUrl(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${SERVICE_WORKER_META}"]`)?.content || null;
}

export async function registerServiceWorker(url: string): Promise<void> {
  const registration = await navigator.serviceWorker.register(url);
  const notice = () => {
    if (registration.waiting && navigator.serviceWorker.controller) setWaitingWorker(registration.waiting);
  };
  notice();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') notice();
    });
  });
  const check = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) registration.update().catch(() => {});
  };
  document.addEventListener('visibilitychange', check);
  window.addEventListener('online', check);
  setInterval(check, CHECK_EVERY_MS);
}

/** Registers the worker the page names, if any (bootstrap.tsx calls it after the load event, when idle). */
export function registerNamedWorker(): void {
  const url = serviceWorkerUrl();
  if (!url || !('serviceWorker' in navigator)) return;
  registerServiceWorker(url).catch((error) => console.warn('[shell] the service worker could not be registered:', error));
}
