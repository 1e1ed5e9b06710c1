import type { PageFacts } from '@calc/singleton';
import { astrologyRegistry, financeRegistry, pagesRegistry } from '../../../../test-support/site-catalog';
import { composeCatalog } from '../compose-catalog';
import {
  catalogOfRegistry, exposedModuleOf, exposesOf, PAGE_LIST_FILE, PAGE_LIST_SCHEMA, pageListOf, registryProblems,
  SHELL_CONTRACT_VERSION, type RemoteRegistry,
} from '../page-list';

const BUILD = {
  version: '2.3.4+abcdef0123',
  builtAt: '2026-02-03T04:05:06.000Z',
  requires: { shellContract: SHELL_CONTRACT_VERSION, shared: { '@calc/singleton': '^1.0.0', react: '^19.3.1' } },
};

const facts = (path: string, more: Partial<PageFacts> = {}): PageFacts => ({
  path, title: `Title of ${path}`, navLabel: 'Label', section: 'TOOLS', icon: 'file', description: `About ${path}.`, keywords: [], ...more,
});

describe('the published format', () => {
  it('is pages.json, schema 1, for shell contract 1', () => {
    expect(PAGE_LIST_FILE).toBe('pages.json');
    expect(PAGE_LIST_SCHEMA).toBe(1);
    expect(SHELL_CONTRACT_VERSION).toBe(1);
  });
});

describe('exposedModuleOf', () => {
  it("is the page's path as a module: its identity is spelled once", () => {
    expect(exposedModuleOf({ path: 'sip-calculator' })).toBe('./sip-calculator');
    expect(exposedModuleOf({ path: 'terms' })).toBe('./terms');
  });
});

describe('exposesOf', () => {
  it("exposes each page's folder's page.tsx under the page's path", () => {
    expect(exposesOf(pagesRegistry)).toMatchObject({
      './about-us': './src/about-us/page.tsx',
      './contact-us': './src/contact/page.tsx',
      './privacy': './src/privacy/page.tsx',
      './terms': './src/terms/page.tsx',
    });
    expect(exposesOf(astrologyRegistry)).toMatchObject({ './numerology-calculator': './src/numerology/page.tsx' });
    const finance = exposesOf(financeRegistry);
    expect(Object.keys(finance)).toHaveLength(Object.keys(financeRegistry.pages).length);
    expect(finance['./sip-calculator']).toBe('./src/calculators/sip/page.tsx');
    expect(finance['./retirement-calculator']).toBe('./src/calculators/retirement/page.tsx');
  });

  it('exposes nothing for a registry without pages', () => {
    expect(exposesOf({ name: 'mfe_empty', categories: [], pages: {} })).toEqual({});
  });
});

describe('pageListOf', () => {
  it("is the registry's pages and categories with the build's facts, every page with its module", () => {
    const numerology = astrologyRegistry.pages.numerology;
    expect(pageListOf(astrologyRegistry, BUILD)).toEqual({
      schema: 1,
      remote: 'mfe_astrology',
      version: '2.3.4+abcdef0123',
      builtAt: '2026-02-03T04:05:06.000Z',
      requires: BUILD.requires,
      exposes: ['./numerology-calculator'],
      categories: astrologyRegistry.categories,
      pages: [{ ...numerology, module: './numerology-calculator' }],
    });
  });

  it("keeps the registry's order, and exposes exactly its pages' modules", () => {
    const list = pageListOf(financeRegistry, BUILD);
    expect(list.pages.map((page) => page.path)).toEqual(Object.values(financeRegistry.pages).map((page) => page.path));
    expect(list.exposes).toEqual(list.pages.map((page) => page.module));
    expect(list.exposes.sort()).toEqual(Object.keys(exposesOf(financeRegistry)).sort());
    expect(list.categories.map((category) => category.name)).toEqual(['Finance']);
  });

  it('survives being written as JSON and read back, and the site composes from what was read', () => {
    const list = pageListOf(pagesRegistry, BUILD);
    const read = JSON.parse(JSON.stringify(list));
    expect(read).toEqual(list);
    const catalog = composeCatalog({ mfe_pages: 'https://pages.test/remoteEntry.js' }, { mfe_pages: read });
    expect(catalog.problems).toBeUndefined();
    expect(catalog.pages.map((page) => page.path)).toEqual(['about-us', 'contact-us', 'privacy', 'terms']);
  });
});

describe('registryProblems', () => {
  const registry = (pages: Record<string, PageFacts>): RemoteRegistry => ({ name: 'mfe_test', categories: [], pages });

  it('finds none in a well-formed registry', () => {
    expect(registryProblems(registry({ a: facts('a-page'), b: facts('b2') }))).toEqual([]);
    expect(registryProblems(registry({}))).toEqual([]);
  });

  it.each(['SIPCalculator', 'sip_calculator', 'sip calculator', '', '-sip', 'sip-', 'sip--calculator', 'a/b'])(
    "refuses the path '%s': lowercase words joined by '-'",
    (path) => {
      expect(registryProblems(registry({ folder: facts(path) }))).toEqual([`folder: path '${path}' must be lowercase words joined by '-'`]);
    },
  );

  it('refuses a path two folders share', () => {
    expect(registryProblems(registry({ one: facts('same'), two: facts('same') }))).toEqual(["two: path 'same' is also the path of one"]);
  });

  it('refuses a missing or blank title, navLabel, section, description or icon', () => {
    const broken = { ...facts('broken'), title: '', navLabel: '  ', icon: undefined } as unknown as PageFacts;
    expect(registryProblems(registry({ broken }))).toEqual([
      "broken: 'title' is missing",
      "broken: 'navLabel' is missing",
      "broken: 'icon' is missing",
    ]);
    const noSection = { ...facts('x'), section: '', description: '' };
    expect(registryProblems(registry({ x: noSection }))).toEqual(["x: 'section' is missing", "x: 'description' is missing"]);
  });

  it('finds none in the real registries', () => {
    for (const real of [financeRegistry, astrologyRegistry, pagesRegistry]) expect(registryProblems(real)).toEqual([]);
  });
});

describe('catalogOfRegistry', () => {
  it("is the catalogue of the remote running alone: its own pages and categories, no remotes", () => {
    const catalog = catalogOfRegistry(astrologyRegistry);
    expect(catalog).toEqual({
      pages: [{ ...astrologyRegistry.pages.numerology, remote: 'mfe_astrology', module: './numerology-calculator' }],
      categories: astrologyRegistry.categories,
      remotes: [],
    });
    expect('problems' in catalog).toBe(false);
  });

  it("gives each page the remote's name and the module the build exposes", () => {
    const catalog = catalogOfRegistry(pagesRegistry);
    expect(catalog.pages.map((page) => [page.path, page.remote, page.module])).toEqual([
      ['about-us', 'mfe_pages', './about-us'],
      ['contact-us', 'mfe_pages', './contact-us'],
      ['privacy', 'mfe_pages', './privacy'],
      ['terms', 'mfe_pages', './terms'],
    ]);
    expect(catalog.categories).toEqual([]);
    expect(catalog.pages.map((page) => page.module).sort()).toEqual(Object.keys(exposesOf(pagesRegistry)).sort());
  });
});
