import type { PageFacts } from '@calc/singleton';
import { astrologyRegistry, financeRegistry, pagesRegistry, REGISTRIES, testPageList } from '../../../../test-support/site-catalog';
import { composeCatalog } from '../compose-catalog';
import {
  catalogOfRegistry, exposedModuleOf, exposesOf, isAllowedSource, PAGE_LIST_FILE, PAGE_LIST_SCHEMA, pageListOf,
  pageListProblems, registryProblems, SHELL_CONTRACT_VERSION, type PageList, type RemoteRegistry,
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
    // Every page of the registry, in its order, exposed under its path.
    const pages = Object.values(astrologyRegistry.pages);
    expect(pageListOf(astrologyRegistry, BUILD)).toEqual({
      schema: 1,
      remote: 'mfe_astrology',
      version: '2.3.4+abcdef0123',
      builtAt: '2026-02-03T04:05:06.000Z',
      requires: BUILD.requires,
      exposes: pages.map((page) => `./${page.path}`),
      categories: astrologyRegistry.categories,
      pages: pages.map((page) => ({ ...page, module: `./${page.path}` })),
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
      pages: Object.values(astrologyRegistry.pages).map((page) => ({ ...page, remote: 'mfe_astrology', module: `./${page.path}` })),
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

describe('pageListProblems: what a remote declares is checked before the site trusts it', () => {
  const list = (more: Partial<PageList> = {}): PageList => ({ ...testPageList(pagesRegistry), ...more });
  /** The list with its second page (contact-us) changed. */
  const withPage = (change: Record<string, unknown>): PageList => {
    const base = list();
    return { ...base, pages: base.pages.map((page, index) => (index === 1 ? ({ ...page, ...change } as typeof page) : page)) };
  };
  // What the real builds allow: the local database, a production database with its shard hosts, App Check, Auth.
  const REAL_ALLOWS = {
    script: ['http://127.0.0.1:9000', 'https://calchub-default-rtdb.firebaseio.com', 'https://*.firebaseio.com',
      'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    connect: ['ws://127.0.0.1:9000', 'http://127.0.0.1:9000', 'wss://calchub-default-rtdb.firebaseio.com',
      'wss://*.firebaseio.com', 'https://*.firebaseio.com', 'https://calchub-default-rtdb.europe-west1.firebasedatabase.app',
      'https://content-firebaseappcheck.googleapis.com', 'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com', 'https://www.google.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  };

  it('finds none in the real registries\' lists, with every source the real builds allow', () => {
    for (const registry of REGISTRIES) expect(pageListProblems(registry.name, testPageList(registry, { allows: REAL_ALLOWS }))).toEqual([]);
  });

  it.each([
    ['../../..', 'a path that walks out of the site folder'],
    ['/evil.example', 'a path that becomes the protocol-relative link //evil.example'],
    ['evil.example', 'a dot'],
    ['Contact-Us', 'capitals'],
    ['contact--us', 'a double hyphen'],
    ['-contact', 'a leading hyphen'],
    ['a/b', 'a slash'],
    ['%2e%2e', 'an escape'],
    ['contact us', 'a space'],
    ['kontakt\u0131', 'a dotless i'],
  ])('refuses the page path %p (%s), naming the remote, the page and the field', (badPath) => {
    const problems = pageListProblems('mfe_pages', withPage({ path: badPath, module: `./${badPath}` }));
    expect(problems).toEqual([
      `mfe_pages: page 2 (${JSON.stringify(badPath)}), field 'path' must be a lowercase route segment (letters and digits, words joined by '-'), not ${JSON.stringify(badPath)}`,
    ]);
  });

  it('refuses a module other than the page\'s own, and exposes outside the route segments', () => {
    expect(pageListProblems('mfe_pages', withPage({ module: './terms' }))).toEqual([
      `mfe_pages: page 2 ("contact-us"), field 'module' must be "./contact-us", not "./terms"`,
    ]);
    expect(pageListProblems('mfe_pages', list({ exposes: ['./about-us', '../../../etc'] }))).toEqual([
      `mfe_pages: its page list's 'exposes[1]' must be './' and a route segment, not "../../../etc"`,
    ]);
  });

  it.each([
    ['script', "'unsafe-inline'"],
    ['script', "'unsafe-eval'"],
    ['script', '*'],
    ['script', 'https:'],
    ['script', 'data:'],
    ['script', "'self'"],
    ['script', 'https://evil.example'],
    ['script', 'https://evil.example/firebaseio.com'],
    ['script', 'https://firebaseio.com.evil.example'],
    ['script', 'wss://*.firebaseio.com'],
    ['connect', '*'],
    ['connect', 'wss://*'],
    ['connect', 'https://*.googleapis.com'],
    ['connect', 'ws://evil.example:9000'],
    ['connect', 'http://127.0.0.1.evil.example:9000'],
    ['frame', 'https://evil.example'],
    ['frame', '*'],
  ])('refuses %s source %p in allows', (directive, source) => {
    expect(isAllowedSource(directive as 'script', source)).toBe(false);
    expect(pageListProblems('mfe_pages', list({ allows: { [directive]: [REAL_ALLOWS[directive as 'script'][0], source] } }))).toEqual([
      `mfe_pages: its page list's 'allows.${directive}' may not hold ${JSON.stringify(source)} (only the database, App Check and Authentication hosts)`,
    ]);
  });

  it('refuses a directive a remote may not extend, and allows that are not lists', () => {
    expect(pageListProblems('mfe_pages', list({ allows: { style: ["'unsafe-inline'"] } as never }))).toEqual([
      "mfe_pages: its page list's 'allows.style' is not a directive a remote may extend (script, connect, frame)",
    ]);
    expect(pageListProblems('mfe_pages', list({ allows: { script: "'unsafe-eval'" } as never }))).toEqual([
      "mfe_pages: its page list's 'allows.script' must be a list of sources",
    ]);
  });

  it.each([
    ['title', '<script>alert(1)</script>'],
    ['title', 'Contact</title><script>alert(1)</script>'],
    ['navLabel', 'Contact\u0000'],
    ['description', 'Line one\nline two'],
    ['description', 'Reversed \u202e text'],
    ['section', '<b>TOOLS</b>'],
    ['category', '"><img src=x onerror=alert(1)>'],
    ['keywords', ['contact', '<svg onload=alert(1)>']],
  ])('refuses markup or control characters in %s: %p', (fieldName, value) => {
    const problems = pageListProblems('mfe_pages', withPage({ [fieldName]: value }));
    expect(problems).toHaveLength(1);
    const field = Array.isArray(value) ? `${fieldName}[1]` : fieldName;
    expect(problems[0]).toMatch(new RegExp(`^mfe_pages: page 2 \\("contact-us"\\), field '${field.replace(/[[\]]/g, '\\$&')}' must be plain text`));
  });

  it('refuses text that is missing, blank, not a string or too long', () => {
    expect(pageListProblems('mfe_pages', withPage({ title: 42, description: ' ', navLabel: 'x'.repeat(101) }))).toEqual([
      `mfe_pages: page 2 ("contact-us"), field 'title' must be non-empty text`,
      `mfe_pages: page 2 ("contact-us"), field 'navLabel' must be at most 100 characters`,
      `mfe_pages: page 2 ("contact-us"), field 'description' must be non-empty text`,
    ]);
  });

  it('refuses legacy paths that are not one plain segment, a bad icon, and a category with markup', () => {
    expect(pageListProblems('mfe_pages', withPage({ legacyPaths: ['/evil.example', '..', 'Contact_Us'], icon: '../x' }))).toEqual([
      `mfe_pages: page 2 ("contact-us"), field 'icon' must be an icon name, not "../x"`,
      `mfe_pages: page 2 ("contact-us"), field 'legacyPaths[0]' must be one path segment of letters, digits, '-' and '_', not "/evil.example"`,
      `mfe_pages: page 2 ("contact-us"), field 'legacyPaths[1]' must be one path segment of letters, digits, '-' and '_', not ".."`,
    ]);
    const astrology = testPageList(astrologyRegistry);
    const tampered = { ...astrology, categories: [{ ...astrology.categories[0], description: '<img src=x onerror=alert(1)>' }] };
    expect(pageListProblems('mfe_astrology', tampered)).toEqual([
      expect.stringMatching(/^mfe_astrology: category 1 \("Astrology"\), field 'description' must be plain text/),
    ]);
  });

  it('refuses a version that is not a version (it names a folder of the release store) and a builtAt that is no time', () => {
    expect(pageListProblems('mfe_pages', list({ version: '../../shell/1.0.0', builtAt: 'yesterday' }))).toEqual([
      `mfe_pages: its page list's 'version' must be a version such as 1.2.3+abcdef0123, not "../../shell/1.0.0"`,
      `mfe_pages: its page list's 'builtAt' must be an ISO time, not "yesterday"`,
    ]);
  });
});
