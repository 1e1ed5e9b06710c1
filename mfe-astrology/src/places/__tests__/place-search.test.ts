import { nameKeys, normalizePlaceName } from '../normalize-place-name';
import {
  matchPlaces,
  PLACES_UNAVAILABLE_MESSAGE,
  PlacesUnavailableError,
  searchPlaces,
  type PlacesFileFetcher,
} from '../place-search';
import { shardFileOf, shardKeyOf, type PlacesIndex, type PlacesShard } from '../place-shards';

describe('normalizePlaceName', () => {
  it('ignores accents, case, spaces and punctuation', () => {
    expect(normalizePlaceName('São Paulo')).toBe('saopaulo');
    expect(normalizePlaceName('sao-paulo')).toBe('saopaulo');
    expect(normalizePlaceName('Zürich')).toBe('zurich');
    expect(normalizePlaceName('Xi’an')).toBe('xian');
    expect(normalizePlaceName('Gießen')).toBe('giessen');
    expect(normalizePlaceName('Wrocław')).toBe('wroclaw');
    expect(normalizePlaceName('Næstved')).toBe('naestved');
    expect(normalizePlaceName('İzmir')).toBe('izmir');
  });

  it('finds a name by its later words, but not by its linking words', () => {
    expect(nameKeys('New York City')).toEqual(['newyorkcity', 'yorkcity', 'city']);
    expect(nameKeys('Rio de Janeiro')).toEqual(['riodejaneiro', 'janeiro']);
  });
});

describe('shardKeyOf', () => {
  it('takes two letters, then one more for each split prefix', () => {
    const split = new Set(['sa', 'san']);
    expect(shardKeyOf('mumbai', split)).toBe('mu');
    expect(shardKeyOf('m', split)).toBe('m');
    expect(shardKeyOf('saopaulo', split)).toBe('sao');
    expect(shardKeyOf('sanfrancisco', split)).toBe('sanf');
    expect(shardKeyOf('san', split)).toBe('san');
    expect(shardKeyOf('sa', split)).toBe('sa');
    expect(shardFileOf('əh')).toBe('_259h.json');
  });
});

const shards: Record<string, PlacesShard> = {
  'mu.json': {
    z: ['Asia/Kolkata', 'Europe/Berlin'],
    p: [
      ['Mumbai', '16', 'IN', 19.0728, 72.8826, 0, 12691836, ['Bombay']],
      ['Munich', '02', 'DE', 48.1374, 11.5755, 1, 1260391, ['München', 'Muenchen']],
      ['Muzaffarpur', '34', 'IN', 26.1209, 85.3647, 0, 333200],
    ],
  },
  'bo.json': {
    z: ['Asia/Kolkata', 'America/New_York'],
    p: [
      ['Mumbai', '16', 'IN', 19.0728, 72.8826, 0, 12691836, ['Bombay']],
      ['Boston', 'MA', 'US', 42.3584, -71.0598, 1, 617594],
    ],
  },
  'yo.json': {
    z: ['America/New_York', 'Europe/London'],
    p: [
      ['New York City', 'NY', 'US', 40.7143, -74.006, 0, 8175133],
      ['York', 'ENG', 'GB', 53.9576, -1.0827, 1, 153717],
    ],
  },
};
const index: PlacesIndex = { v: 1, keys: ['bo', 'mu', 'yo'], split: [] };

function fakeFetcher(files: Record<string, unknown> = { 'index.json': index, ...shards }) {
  const asked: string[] = [];
  const fetchFile: PlacesFileFetcher = async (file) => {
    asked.push(file);
    if (!(file in files)) throw new Error(`404 ${file}`);
    return files[file];
  };
  return { fetchFile, asked };
}

describe('searchPlaces', () => {
  it('finds places by the start of their name, most populous first, with the country’s name', async () => {
    const { fetchFile } = fakeFetcher();
    const places = await searchPlaces('Mu', fetchFile);
    expect(places.map((place) => place.name)).toEqual(['Mumbai', 'Munich', 'Muzaffarpur']);
    expect(places[0]).toEqual({
      name: 'Mumbai',
      adminCode: '16',
      country: 'IN',
      countryName: 'India',
      latitude: 19.0728,
      longitude: 72.8826,
      timeZone: 'Asia/Kolkata',
      population: 12691836,
    });
  });

  it('finds a place by a former name, and says so', async () => {
    const { fetchFile } = fakeFetcher();
    const [mumbai, ...others] = await searchPlaces('bombay', fetchFile);
    expect(mumbai).toMatchObject({ name: 'Mumbai', matchedAlias: 'Bombay' });
    expect(others).toEqual([]);
    expect(await searchPlaces('MÜNCHEN', fetchFile)).toMatchObject([
      { name: 'Munich', matchedAlias: 'München', countryName: 'Germany' },
    ]);
  });

  it('puts a place named exactly as typed before a bigger one found by a later word', async () => {
    const { fetchFile } = fakeFetcher();
    const places = await searchPlaces('york', fetchFile);
    expect(places.map((place) => [place.name, place.region])).toEqual([
      ['York', 'ENG'],
      ['New York City', 'NY'],
    ]);
  });

  it('fetches the index and each shard once', async () => {
    const { fetchFile, asked } = fakeFetcher();
    await searchPlaces('mum', fetchFile);
    await searchPlaces('mumbai', fetchFile);
    await searchPlaces('bos', fetchFile);
    expect(asked).toEqual(['index.json', 'mu.json', 'bo.json']);
  });

  it('fetches nothing for nothing typed, and no shard for a prefix no place has', async () => {
    const { fetchFile, asked } = fakeFetcher();
    expect(await searchPlaces(' - ', fetchFile)).toEqual([]);
    expect(asked).toEqual([]);
    expect(await searchPlaces('qx', fetchFile)).toEqual([]);
    expect(asked).toEqual(['index.json']);
  });

  it('rejects with a message the page can show when the list cannot be fetched, and tries again next time', async () => {
    let online = false;
    const fetchFile: PlacesFileFetcher = async (file) => {
      if (!online) throw new TypeError('Failed to fetch');
      return file === 'index.json' ? index : shards[file];
    };
    const failed = searchPlaces('mumbai', fetchFile);
    await expect(failed).rejects.toBeInstanceOf(PlacesUnavailableError);
    await expect(failed).rejects.toThrow(PLACES_UNAVAILABLE_MESSAGE);
    online = true;
    expect((await searchPlaces('mumbai', fetchFile)).map((place) => place.name)).toEqual(['Mumbai']);
  });

  it('rejects when a file is not what it should be', async () => {
    const { fetchFile } = fakeFetcher({ 'index.json': { hello: 1 } });
    await expect(searchPlaces('mumbai', fetchFile)).rejects.toBeInstanceOf(PlacesUnavailableError);
  });
});

describe('matchPlaces', () => {
  it('keeps at most the limit', () => {
    expect(matchPlaces(shards['mu.json'], 'mu', 2)).toHaveLength(2);
  });
});
