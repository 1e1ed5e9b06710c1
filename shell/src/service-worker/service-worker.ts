/*
 * The site's service worker (Workbox), bundled and given its precache list at every compose
 * (scripts/service-worker.ts), so every release writes a new sw.js and the browser installs a new worker.
 *
 * - Precached (cache-first, by revision): the live shell's scripts, icons and fallback page, and every script of the
 *   live version of each remote, on the remote's own origin (CORS). Entries of an older release are dropped when the
 *   new worker activates (Workbox's precache clean-up), so nothing of an old version is served with a newer one.
 * - Network-first: every page (navigation), remotes.json and the catalogues, so a release shows on the next
 *   reload; a copy is kept per release for offline visits. Offline, a page never visited is the shell's fallback page,
 *   which renders any route from its inlined catalogue with the precached scripts.
 * - A new worker waits until the page's update notice asks it to take over (SKIP_WAITING_MESSAGE); the first worker
 *   of a visitor controls the page at once.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { OFFLINE_FALLBACK_PAGE, type PrecacheEntry } from './precache-list';
import { PAGES_CACHE_PREFIX, SKIP_WAITING_MESSAGE } from './worker-protocol';

interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
declare const self: WorkerScope;

/** A short, stable name of this release's precache list (FNV-1a), for the name of its pages cache. */
export function releaseName(manifest: readonly PrecacheEntry[]): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(manifest)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

// remotes.json, the live catalogue, and the catalogue file a page names (site-catalog.<hash>.json).
const NETWORK_FIRST_FILES = /^\/(remotes|site-catalog)(\.[0-9a-f]{8})?\.json$/;

export function startServiceWorker(): void {
  const manifest = self.__WB_MANIFEST;
  const pagesCache = `${PAGES_CACHE_PREFIX}${releaseName(manifest)}`;

  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  registerRoute(
    ({ request, url }) =>
      request.mode === 'navigate' || (url.origin === self.location.origin && NETWORK_FIRST_FILES.test(url.pathname)),
    new NetworkFirst({ cacheName: pagesCache }),
  );
  // Offline and never visited: the shell's fallback page, which renders the route itself.
  setCatchHandler(async ({ request }) =>
    request.mode === 'navigate' ? ((await matchPrecache(OFFLINE_FALLBACK_PAGE)) ?? Response.error()) : Response.error(),
  );

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((keys) =>
          Promise.all(
            keys.filter((key) => key.startsWith(PAGES_CACHE_PREFIX) && key !== pagesCache).map((key) => caches.delete(key)),
          ),
        ),
    );
  });
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  });
  clientsClaim();
}
