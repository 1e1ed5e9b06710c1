/*
 * What the page and the service worker agree on (shell/src/service-worker/): the message that lets a waiting worker
 * take over, and the meta tag through which a composed page names its worker (scripts/service-worker.ts writes both
 * the worker and the tag, so a site composed without a worker, such as a test's or the development one, registers
 * nothing).
 */

/** Posted by the update notice's Reload to the waiting worker: it activates, and the page reloads under it. */
export const SKIP_WAITING_MESSAGE = 'calchub:skip-waiting';

/** `<meta name="calchub-service-worker" content="/sw.js">` in every composed page that has a worker. */
export const SERVICE_WORKER_META = 'calchub-service-worker';

/** The runtime cache of pages, remotes.json and the catalogue: one per release, the older ones removed on activation. */
export const PAGES_CACHE_PREFIX = 'calchub-pages-';
