/*
 * How the browser fetches the list of places: from the folder the build emitted it to (places-build/places-plugin.ts),
 * beside this remote's own chunks. The folder is relative to the remote's public path (`__webpack_public_path__`, the
 * folder remoteEntry.js was loaded from: http://localhost:3002/<version>/ under the composed site; `/standalone/` on the
 * remote's standalone page, whose build names the folder `../places/<hash>/`), so it is always the release that runs.
 *
 * Offline: each file fetched is kept in the browser's Cache Storage (one cache per list, the older lists' caches
 * deleted), and read from it first: the folder's name is the content's hash, so a kept file is never stale. The service
 * worker precaches scripts only; a visitor's searches bring in just the shards they need.
 */

/** Fetches one file of the list's folder (`index.json`, `ba.json`) and returns its parsed JSON. */
export type PlacesFileFetcher = (file: string) => Promise<unknown>;

declare const __webpack_public_path__: string | undefined;

/** The list's folder, relative to the public path (set by the build). */
function placesFolder(): string {
  const folder = process.env.PLACES_DATA_DIR;
  if (!folder) throw new Error('places: this build has no list of places (PLACES_DATA_DIR is not set)');
  return folder;
}

/** The absolute URL of the list's folder. */
export function placesFolderUrl(): string {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  const base = new URL(publicPath, typeof document === 'undefined' ? 'http://localhost/' : document.baseURI);
  return new URL(placesFolder(), base).href;
}

const CACHE_PREFIX = 'places-';

/** The Cache Storage cache of this list (named by its folder's hash), older lists' caches deleted once. */
let opened: Promise<Cache | undefined> | undefined;
function placesCache(): Promise<Cache | undefined> {
  if (!opened) {
    opened = (async () => {
      if (typeof caches === 'undefined') return undefined;
      const name = `${CACHE_PREFIX}${placesFolder().replace(/\/$/, '').split('/').pop()}`;
      try {
        const old = (await caches.keys()).filter((key) => key.startsWith(CACHE_PREFIX) && key !== name);
        await Promise.all(old.map((key) => caches.delete(key)));
        return await caches.open(name);
      } catch {
        // No Cache Storage (a private window may refuse it): the network alone.
        return undefined;
      }
    })();
  }
  return opened;
}

/** The browser's fetcher: Cache Storage first, then the network (and the answer kept). */
export const fetchPlacesFile: PlacesFileFetcher = async (file) => {
  const url = new URL(file, placesFolderUrl()).href;
  const cache = await placesCache();
  const kept = await cache?.match(url).catch(() => undefined);
  if (kept) return kept.json();
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`places: ${url} answered ${response.status}`);
  if (cache) await cache.put(url, response.clone()).catch(() => undefined);
  return response.json();
};
