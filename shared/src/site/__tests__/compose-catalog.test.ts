import type { SiteCatalog } from '@calc/singleton';
import {
  astrologyRegistry, financeRegistry, pagesRegistry, REGISTRIES, CHEMISTRY_REGISTRY, TEST_REMOTES, testPageList, testPageLists,
} from '../../../../test-support/site-catalog';
import { composeCatalog, pageListUrl } from '../compose-catalog';
import type { PageList, RemoteRegistry } from '../page-list';

const pathsOf = (catalog: SiteCatalog) => catalog.pages.map((page) => page.path);
const registryPaths = (registry: RemoteRegistry) => Object.values(registry.pages).map((page) => page.path);

describe('pageListUrl', () => {
  it('is pages.json beside the entry', () => {
    expect(pageListUrl('https://finance.test/remoteEntry.js')).toBe('https://finance.test/pages.json');
    expect(pageListUrl('https://cdn.example/finance/v2/remoteEntry.js?x=1')).toBe('https://cdn.example/finance/v2/pages.json');
  });
});

describe('composeCatalog', () => {
  it("holds every remote's pages and categories, and where each remote lives, with no problems", () => {
    const lists = testPageLists();
    const catalog = composeCatalog(TEST_REMOTES, lists);
    expect('problems' in catalog).toBe(false);
    expect(pathsOf(catalog)).toEqual(REGISTRIES.flatMap(registryPaths));
    expect(new Set(pathsOf(catalog)).size).toBe(catalog.pages.length);
    for (const registry of REGISTRIES) {
      for (const facts of Object.values(registry.pages)) {
        expect(catalog.pages.find((page) => page.path === facts.path)).toEqual({ ...facts, remote: registry.name, module: `./${facts.path}` });
      }
    }
    expect(catalog.categories).toEqual(REGISTRIES.flatMap((registry) => registry.categories));
    expect(catalog.remotes).toEqual(
      REGISTRIES.map((registry) => ({
        name: registry.name,
        entry: TEST_REMOTES[registry.name],
        version: lists[registry.name].version,
        requires: lists[registry.name].requires,
        exposes: lists[registry.name].exposes,
      })),
    );
  });

  it('follows the order of remotes.json, not the order the page lists arrived in', () => {
    const remotes = { mfe_pages: TEST_REMOTES.mfe_pages, mfe_astrology: TEST_REMOTES.mfe_astrology, mfe_finance: TEST_REMOTES.mfe_finance };
    const catalog = composeCatalog(remotes, testPageLists());
    expect(catalog.remotes.map((remote) => remote.name)).toEqual(['mfe_pages', 'mfe_astrology', 'mfe_finance']);
    expect(pathsOf(catalog)).toEqual([...registryPaths(pagesRegistry), ...registryPaths(astrologyRegistry), ...registryPaths(financeRegistry)]);
    expect(catalog.categories.map((category) => category.name)).toEqual(['Astrology', 'Finance']);
  });

  it('takes only the remotes remotes.json names, whatever else was read', () => {
    const catalog = composeCatalog({ mfe_astrology: TEST_REMOTES.mfe_astrology }, testPageLists());
    expect(catalog.remotes.map((remote) => remote.name)).toEqual(['mfe_astrology']);
    expect(pathsOf(catalog)).toEqual(registryPaths(astrologyRegistry));
    expect(catalog.problems).toBeUndefined();
  });

  it('is empty for a site without remotes', () => {
    expect(composeCatalog({}, {})).toEqual({ pages: [], categories: [], remotes: [] });
  });

  describe('leaves out a remote whose page list is unusable, says why, and composes the rest', () => {
    const compose = (astrology: unknown) => composeCatalog(TEST_REMOTES, { ...testPageLists(), mfe_astrology: astrology });
    const rest = REGISTRIES.filter((registry) => registry !== astrologyRegistry);
    const expectLeftOut = (catalog: SiteCatalog, problem: string) => {
      expect(catalog.problems).toEqual([problem]);
      expect(catalog.remotes.map((remote) => remote.name)).toEqual(rest.map((registry) => registry.name));
      expect(pathsOf(catalog)).toEqual(rest.flatMap(registryPaths));
      expect(catalog.categories).toEqual(rest.flatMap((registry) => registry.categories));
      expect(catalog.categories.map((category) => category.name)).not.toContain('Astrology');
    };

    it('a list that could not be read (the error it gave)', () => {
      expectLeftOut(compose(new Error('https://astrology.test/pages.json answered 404')), 'mfe_astrology: its page list could not be read (https://astrology.test/pages.json answered 404)');
    });

    it('a missing list', () => {
      const lists: Record<string, unknown> = testPageLists();
      delete lists.mfe_astrology;
      expectLeftOut(composeCatalog(TEST_REMOTES, lists), 'mfe_astrology: its page list is not a page list');
    });

    it.each([
      ['null', null],
      ['a string (an HTML error page)', '<!doctype html><title>Not Found</title>'],
      ['an array', []],
      ['pages that are not a list', { ...testPageList(astrologyRegistry), pages: {} }],
      ['no categories', { ...testPageList(astrologyRegistry), categories: undefined }],
      ['no exposes', { ...testPageList(astrologyRegistry), exposes: 'all' }],
      ['no requires', { ...testPageList(astrologyRegistry), requires: null }],
      ['no remote name', { ...testPageList(astrologyRegistry), remote: 7 }],
    ])('a malformed list: %s', (_label, list) => {
      expectLeftOut(compose(list), 'mfe_astrology: its page list is not a page list');
    });

    it('a list of another schema', () => {
      const list: PageList = { ...testPageList(astrologyRegistry), schema: 2 };
      expectLeftOut(compose(list), 'mfe_astrology: its page list has schema 2; this site reads schema 1');
    });

    it("another remote's list (remotes.json points at the wrong entry)", () => {
      expectLeftOut(compose(testPageList(pagesRegistry)), "mfe_astrology: its page list belongs to 'mfe_pages'");
    });
  });

  it('reports every unusable list, in the order of remotes.json', () => {
    const catalog = composeCatalog(TEST_REMOTES, { mfe_pages: new Error('timeout'), mfe_finance: { schema: 1 } });
    expect(catalog).toEqual({
      pages: [],
      categories: [],
      remotes: [],
      // Every remote of remotes.json, in its order: the one without a list as much as the broken ones.
      problems: REGISTRIES.map(({ name }) =>
        name === 'mfe_pages' ? 'mfe_pages: its page list could not be read (timeout)' : `${name}: its page list is not a page list`,
      ),
    });
  });

  describe('paths', () => {
    const withPages = (registry: RemoteRegistry, pages: RemoteRegistry['pages']): RemoteRegistry => ({ ...registry, pages });
    const chemistry = CHEMISTRY_REGISTRY;
    const half = chemistry.pages['half-life'];

    it("leave out a page at the shell's path ('')", () => {
      const list = testPageList(withPages(chemistry, { home: { ...half, path: '' }, 'half-life': half }));
      const catalog = composeCatalog({ mfe_chemistry: 'https://chemistry.test/remoteEntry.js' }, { mfe_chemistry: list });
      expect(catalog.problems).toEqual(["mfe_chemistry: '/' is left out, the shell has that path"]);
      expect(pathsOf(catalog)).toEqual(['half-life-calculator']);
      // The remote itself stays: its other pages are served.
      expect(catalog.remotes.map((remote) => remote.name)).toEqual(['mfe_chemistry']);
    });

    it('reserve the paths given as the shell’s', () => {
      const catalog = composeCatalog({ mfe_chemistry: 'https://chemistry.test/remoteEntry.js' }, { mfe_chemistry: testPageList(chemistry) }, ['', 'lab-notes']);
      expect(catalog.problems).toEqual(["mfe_chemistry: '/lab-notes' is left out, the shell has that path"]);
      expect(pathsOf(catalog)).toEqual(['half-life-calculator', 'unit-converter']);
    });

    it('leave a path an earlier remote has out of the later remote, whatever the later one says', () => {
      const sip = financeRegistry.pages['calculators/sip'];
      const rival = withPages(chemistry, { ...chemistry.pages, sip: { ...sip, title: 'Rival SIP', category: 'Chemistry' } });
      const remotes = { ...TEST_REMOTES, mfe_chemistry: 'https://chemistry.test/remoteEntry.js' };
      const catalog = composeCatalog(remotes, { ...testPageLists(), mfe_chemistry: testPageList(rival) });
      expect(catalog.problems).toEqual(["mfe_chemistry: '/sip-calculator' is left out, mfe_finance has that path"]);
      const sips = catalog.pages.filter((page) => page.path === 'sip-calculator');
      expect(sips).toEqual([{ ...sip, remote: 'mfe_finance', module: './sip-calculator' }]);
      expect(pathsOf(catalog).slice(-3)).toEqual(['half-life-calculator', 'lab-notes', 'unit-converter']);
    });

    it('the earlier remote in remotes.json keeps a path two remotes publish', () => {
      const about = pagesRegistry.pages['about-us'];
      const rival = withPages(chemistry, { about: { ...about, title: 'About Chemistry' } });
      const lists = { ...testPageLists(), mfe_chemistry: testPageList(rival) };
      const first = composeCatalog({ mfe_chemistry: 'https://chemistry.test/remoteEntry.js', ...TEST_REMOTES }, lists);
      expect(first.pages.find((page) => page.path === 'about-us')).toMatchObject({ title: 'About Chemistry', remote: 'mfe_chemistry' });
      expect(first.problems).toEqual(["mfe_pages: '/about-us' is left out, mfe_chemistry has that path"]);
    });

    it('are taken once within one remote too', () => {
      const twice = withPages(chemistry, { a: half, b: { ...half, title: 'Again' } });
      const catalog = composeCatalog({ mfe_chemistry: 'https://chemistry.test/remoteEntry.js' }, { mfe_chemistry: testPageList(twice) });
      expect(catalog.pages.map((page) => page.title)).toEqual(['Half-life Calculator']);
      expect(catalog.problems).toEqual(["mfe_chemistry: '/half-life-calculator' is left out, mfe_chemistry has that path"]);
    });
  });

  describe('categories', () => {
    it("come from the remotes in remotes.json's order; a later declaration of the same name is ignored", () => {
      const finance = financeRegistry.categories[0];
      const claimant = { ...CHEMISTRY_REGISTRY, categories: [{ ...finance, description: 'Money, differently' }, ...CHEMISTRY_REGISTRY.categories] };
      const remotes = { ...TEST_REMOTES, mfe_chemistry: 'https://chemistry.test/remoteEntry.js' };
      const catalog = composeCatalog(remotes, { ...testPageLists(), mfe_chemistry: testPageList(claimant) });
      // The site's categories, in remotes.json order, then the claimant's own.
      const siteCategories = composeCatalog(TEST_REMOTES, testPageLists()).categories.map((category) => category.name);
      expect(catalog.categories.map((category) => category.name)).toEqual([...siteCategories, 'Chemistry']);
      expect(catalog.categories[0]).toEqual(finance);
      expect(catalog.categories[0].description).toBe('Financial calculators and tools');
      expect(catalog.categories.at(-1)).toEqual(CHEMISTRY_REGISTRY.categories[0]);
      expect(catalog.problems).toBeUndefined();
    });

    it("have the descriptions of the specification (first; a category team's own follow)", () => {
      const catalog = composeCatalog(TEST_REMOTES, testPageLists());
      expect(catalog.categories.slice(0, 2).map((category) => [category.name, category.description])).toEqual([
        ['Finance', 'Financial calculators and tools'],
        ['Astrology', 'Astrological calculations and predictions'],
      ]);
    });
  });
});

test('a remote whose entry is not https: (or localhost) is left out, whatever its page list says', () => {
  const remotes = { mfe_finance: 'data:text/javascript,alert(document.domain)' };
  const catalog = composeCatalog(remotes, { mfe_finance: testPageList(financeRegistry) });
  expect(catalog.remotes).toEqual([]);
  expect(catalog.pages).toEqual([]);
  expect(catalog.problems).toEqual(['mfe_finance: its entry "data:text/javascript,alert(document.domain)" is not an https: address (or http://localhost)']);
});
