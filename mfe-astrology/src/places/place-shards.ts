/*
 * The format of the list of places, shared by its build (mfe-astrology/places-build/) and the browser.
 *
 * The list is cut into shards by the first letters of a search key (normalize-place-name.ts): a place is in the shard
 * of its name, of each later word of its name ("york" → New York City) and of each of its aliases (Bombay → Mumbai).
 * A shard's key is the key's first two letters (one for a key of one letter). A shard that would be over the budget is
 * split by one more letter, and so on; a split prefix keeps a small shard of its own with its most populous places, so
 * that a search for just that prefix still finds the top places. `index.json` lists every shard and which prefixes are
 * split: a search fetches the index (once) and one shard, together at most SEARCH_BUDGET_BYTES.
 */

/** What one search may download: the index and one shard, uncompressed. */
export const SEARCH_BUDGET_BYTES = 60 * 1024;

/** The places a split prefix's own shard keeps (its most populous), at least as many as a search shows. */
export const TOP_OF_SPLIT = 16;

/** The index's file name, in the list's folder. */
export const INDEX_FILE = 'index.json';

/** The index: every shard's key, and which keys are split into longer ones. */
export interface PlacesIndex {
  /** The format's version. */
  v: 1;
  /** Every shard's key (a prefix of search keys). */
  keys: string[];
  /** The keys whose places are in longer keys' shards (their own shard holds only their top places). */
  split: string[];
}

/** One place in a shard: name, admin-1 code, country (ISO 3166-1 alpha-2), latitude, longitude, zone (index in the shard's zones), population, aliases. */
export type PlaceRow = [string, string, string, number, number, number, number, string[]?];

/** A shard: the zones its places are in, and its places (most populous first). */
export interface PlacesShard {
  z: string[];
  p: PlaceRow[];
}

/** The shard whose key the search key (normalized, non-empty) falls in, given the split prefixes. */
export function shardKeyOf(key: string, split: ReadonlySet<string>): string {
  let shard = key.slice(0, Math.min(2, key.length));
  while (split.has(shard) && key.length > shard.length) shard = key.slice(0, shard.length + 1);
  return shard;
}

/** The shard's file name: its key if it is plain a–z, else with each other letter as `_<hex>` (URL- and disk-safe). */
export function shardFileOf(key: string): string {
  const safe = [...key].map((letter) => (/^[a-z]$/.test(letter) ? letter : `_${letter.codePointAt(0)?.toString(16)}`)).join('');
  return `${safe}.json`;
}
