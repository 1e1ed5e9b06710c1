/*
 * Finds places as the visitor types, in the list the build prepared (places-build/, format in place-shards.ts): one
 * search downloads the small index (once) and one shard, never the whole list. Matching and ranking are pure
 * (matchPlaces); fetching is a parameter (by default the browser's, places-fetch.ts), so tests inject their own.
 */
import { nameKeys, normalizePlaceName } from './normalize-place-name';
import { INDEX_FILE, shardFileOf, shardKeyOf, type PlaceRow, type PlacesIndex, type PlacesShard } from './place-shards';
import { fetchPlacesFile, type PlacesFileFetcher } from './places-fetch';

export type { PlacesFileFetcher };

export interface Place {
  name: string;
  /** The admin-1 region, where GeoNames' code for it is one people read (US states, UK nations, Swiss cantons). */
  region?: string;
  /** GeoNames' admin-1 code (numeric in most countries). */
  adminCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The country's English name (Intl.DisplayNames). */
  countryName: string;
  latitude: number;
  longitude: number;
  /** IANA time zone. */
  timeZone: string;
  population: number;
  /** The former or other name the search matched ("Bombay" for Mumbai), when the place's own name did not. */
  matchedAlias?: string;
}

/** How many places a search returns. */
export const SEARCH_LIMIT = 8;

/** The countries whose GeoNames admin-1 codes are the ones people use (NY, ENG, ZH); elsewhere they are numbers. */
const READABLE_ADMIN_CODES = new Set(['US', 'GB', 'CH']);

let countryNames: Intl.DisplayNames | undefined;

/** The country's English name, or its code when the browser has no name for it. */
export function countryNameOf(code: string): string {
  try {
    countryNames ??= new Intl.DisplayNames('en', { type: 'region' });
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function placeOf(row: PlaceRow, zones: string[], matchedAlias?: string): Place {
  const [name, adminCode, country, latitude, longitude, zone, population] = row;
  return {
    name,
    ...(READABLE_ADMIN_CODES.has(country) && /^[A-Z]{2,3}$/.test(adminCode) ? { region: adminCode } : {}),
    adminCode,
    country,
    countryName: countryNameOf(country),
    latitude,
    longitude,
    timeZone: zones[zone],
    population,
    ...(matchedAlias ? { matchedAlias } : {}),
  };
}

interface Match {
  row: PlaceRow;
  /** 0: a name or alias is the query itself; 1: starts with it. */
  tier: number;
  alias?: string;
}

function matchOf(row: PlaceRow, query: string): Match | undefined {
  const [name, , , , , , , aliases = []] = row;
  const nameMatches = nameKeys(name).filter((key) => key.startsWith(query));
  if (nameMatches.length > 0) return { row, tier: nameMatches.includes(query) ? 0 : 1 };
  let best: Match | undefined;
  for (const alias of aliases) {
    const matches = nameKeys(alias).filter((key) => key.startsWith(query));
    if (matches.length === 0) continue;
    const tier = matches.includes(query) ? 0 : 1;
    if (!best || tier < best.tier) best = { row, tier, alias };
  }
  return best;
}

/**
 * The places of one shard that match a query (normalized): a name, a later part of it ("york" → New York City) or
 * an alias starting with the query. Those whose name or alias is the query itself come first, then by population.
 */
export function matchPlaces(shard: PlacesShard, query: string, limit = SEARCH_LIMIT): Place[] {
  if (!query) return [];
  const matches: Match[] = [];
  for (const row of shard.p) {
    const match = matchOf(row, query);
    if (match) matches.push(match);
  }
  matches.sort((a, b) => a.tier - b.tier || b.row[6] - a.row[6]);
  return matches.slice(0, limit).map((match) => placeOf(match.row, shard.z, match.alias));
}

/** What a search says when the list cannot be fetched. */
export const PLACES_UNAVAILABLE_MESSAGE =
  'The list of places could not be loaded. Check your connection, or enter the latitude, longitude and UTC offset by hand.';

/** A search that could not fetch the list (the page shows its message and the fields to type by hand). */
export class PlacesUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(PLACES_UNAVAILABLE_MESSAGE, options);
    this.name = 'PlacesUnavailableError';
  }
}

/** Each fetcher's files, fetched once (a failed fetch is forgotten, so the next search tries again). */
const memos = new WeakMap<PlacesFileFetcher, Map<string, Promise<unknown>>>();

function fetchOnce(fetchFile: PlacesFileFetcher, file: string): Promise<unknown> {
  let memo = memos.get(fetchFile);
  if (!memo) memos.set(fetchFile, (memo = new Map()));
  let pending = memo.get(file);
  if (!pending) {
    pending = fetchFile(file).catch((cause: unknown) => {
      memo.delete(file);
      throw cause instanceof PlacesUnavailableError ? cause : new PlacesUnavailableError({ cause });
    });
    memo.set(file, pending);
  }
  return pending;
}

function isIndex(value: unknown): value is PlacesIndex {
  const index = value as PlacesIndex | null;
  return index?.v === 1 && Array.isArray(index.keys) && Array.isArray(index.split);
}

function isShard(value: unknown): value is PlacesShard {
  const shard = value as PlacesShard | null;
  return Boolean(shard) && Array.isArray(shard?.z) && Array.isArray(shard?.p);
}

const indexes = new WeakMap<PlacesIndex, { keys: Set<string>; split: Set<string> }>();

/**
 * The places whose name or alias starts with what the visitor typed (accents, case, spaces and punctuation ignored),
 * most relevant first. Rejects with a PlacesUnavailableError when the list cannot be fetched.
 */
export async function searchPlaces(
  query: string,
  fetchFile: PlacesFileFetcher = fetchPlacesFile,
  limit = SEARCH_LIMIT,
): Promise<Place[]> {
  const key = normalizePlaceName(query);
  if (!key) return [];
  const index = await fetchOnce(fetchFile, INDEX_FILE);
  if (!isIndex(index)) throw new PlacesUnavailableError({ cause: new Error(`places: ${INDEX_FILE} is not an index of places`) });
  let sets = indexes.get(index);
  if (!sets) indexes.set(index, (sets = { keys: new Set(index.keys), split: new Set(index.split) }));
  const shardKey = shardKeyOf(key, sets.split);
  if (!sets.keys.has(shardKey)) return [];
  const file = shardFileOf(shardKey);
  const shard = await fetchOnce(fetchFile, file);
  if (!isShard(shard)) throw new PlacesUnavailableError({ cause: new Error(`places: ${file} is not a shard of places`) });
  return matchPlaces(shard, key, limit);
}
