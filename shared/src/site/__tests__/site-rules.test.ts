/*
 * The site's rules (titles, route-to-category map, legacy redirects, search) over the pages of the site as it is
 * composed from the real registries: the shell's Home plus every remote's pages. The specification's values
 * (section 2) are written out again and must all hold; pages added since are read from the registries, so a new
 * page needs no line here.
 */
import type { PageFacts } from '@calc/singleton';
import { REGISTRIES, chemistryCatalog, SPEC_ROUTES, testCatalog, testSitePages } from '../../../../test-support/site-catalog';
import { isAllowedEntry,
  categoryOfPath, documentTitle, hrefOf, legacyRedirects, NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE, pageByPath, PROJECT_TITLE,
  searchPages,
} from '../site-rules';

// The specification's screens (section 2) without Home: path to title.
const SPEC_SCREENS = Object.fromEntries(Object.entries(SPEC_ROUTES).filter(([path]) => path !== ''));

// The specification's calculators (section 2).
const SPEC_FINANCE_ROUTES = [
  'sip-calculator', 'swp-calculator', 'lump-sum-calculator', 'loan-calculator', 'cagr-calculator',
  'gratuity-calculator', 'inflation-calculator', 'salary-calculator', 'retirement-calculator',
];
const SPEC_CALCULATOR_ROUTES = [...SPEC_FINANCE_ROUTES, 'numerology-calculator'];
const NON_CALCULATOR_ROUTES = ['', 'about-us', 'contact-us', 'privacy', 'terms'];

// Every page as its remote's registry declares it (not as composed): the calculators are those with a category.
const DECLARED: PageFacts[] = REGISTRIES.flatMap((registry) => Object.values(registry.pages));
const CALCULATOR_ROUTES = DECLARED.filter((page) => page.category).map((page) => page.path);
const routesIn = (category: string) => DECLARED.filter((page) => page.category === category).map((page) => page.path);

const catalog = testCatalog();
const pages = testSitePages(catalog);

describe('the composed site', () => {
  it("holds exactly the home page and the registries' pages, every screen of the specification among them", () => {
    expect(pages.map((page) => page.path).sort()).toEqual(['', ...DECLARED.map((page) => page.path)].sort());
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(Object.keys(SPEC_SCREENS)));
  });
});

describe('pageByPath', () => {
  it.each(Object.entries(SPEC_SCREENS))('finds /%s titled %s', (path, title) => {
    expect(pageByPath(pages, `/${path}`)?.title).toBe(title);
    expect(pageByPath(pages, path)?.path).toBe(path);
    expect(pageByPath(pages, `/${path}/`)?.path).toBe(path);
  });

  it('finds the home page at / and the empty path', () => {
    expect(pageByPath(pages, '/')?.path).toBe('');
    expect(pageByPath(pages, '')?.path).toBe('');
    expect(pageByPath(pages, '/')?.title).toBe('Dashboard');
  });

  it('finds nothing for unknown or mis-cased paths', () => {
    expect(pageByPath(pages, '/nope')).toBeUndefined();
    expect(pageByPath(pages, '/SIPCalculator')).toBeUndefined();
    expect(pageByPath(pages, '/sip-calculator/extra')).toBeUndefined();
  });

  it('returns the very page it was given, with what the catalogue adds (remote, module)', () => {
    expect(pageByPath(catalog.pages, '/terms')).toBe(catalog.pages.find((page) => page.path === 'terms'));
    expect(pageByPath(catalog.pages, '/terms')).toMatchObject({ remote: 'mfe_pages', module: './terms' });
    // Home is the shell's: the catalogue alone does not have it.
    expect(pageByPath(catalog.pages, '/')).toBeUndefined();
  });
});

describe('documentTitle', () => {
  it("is '{Name} | CalcHub' for each page", () => {
    expect(PROJECT_TITLE).toBe('CalcHub');
    for (const [path, title] of Object.entries(SPEC_SCREENS)) {
      expect(documentTitle(pageByPath(pages, `/${path}`))).toBe(`${title} | CalcHub`);
    }
    expect(documentTitle(pageByPath(pages, '/sip-calculator'))).toBe('SIP Calculator | CalcHub');
    expect(documentTitle(pageByPath(pages, '/privacy'))).toBe('Privacy Policies | CalcHub');
  });

  it('is the project title alone at home', () => {
    expect(documentTitle(pageByPath(pages, '/'))).toBe('CalcHub');
  });

  it("is 'Not Found | CalcHub' for an unknown route", () => {
    expect(NOT_FOUND_TITLE).toBe('Not Found');
    expect(NOT_FOUND_DESCRIPTION).toBe('The page you are looking for does not exist.');
    expect(documentTitle(pageByPath(pages, '/does-not-exist'))).toBe('Not Found | CalcHub');
    expect(documentTitle(undefined)).toBe('Not Found | CalcHub');
  });
});

describe('categoryOfPath', () => {
  it.each(SPEC_FINANCE_ROUTES)('maps %s to Finance', (path) => {
    expect(categoryOfPath(pages, `/${path}`)).toBe('Finance');
    expect(categoryOfPath(pages, path)).toBe('Finance');
  });

  it('maps numerology to Astrology', () => {
    expect(categoryOfPath(pages, '/numerology-calculator')).toBe('Astrology');
  });

  it.each(NON_CALCULATOR_ROUTES.map((path) => `/${path}`).concat(['/nope', '/SIPCalculator']))('maps %s to no category', (path) => {
    expect(categoryOfPath(pages, path)).toBeUndefined();
  });

  it("the route-to-category map is exactly the calculators' routes, each to its declared category", () => {
    const map = Object.fromEntries(
      pages.flatMap((page) => {
        const category = categoryOfPath(pages, `/${page.path}`);
        return category ? [[page.path, category]] : [];
      }),
    );
    expect(map).toEqual(Object.fromEntries(DECLARED.filter((page) => page.category).map((page) => [page.path, page.category])));
    expect(map).toMatchObject({
      ...Object.fromEntries(SPEC_FINANCE_ROUTES.map((path) => [path, 'Finance'])),
      'numerology-calculator': 'Astrology',
    });
  });

  it("maps a deployed remote's calculator to the category it brings", () => {
    expect(categoryOfPath(chemistryCatalog().pages, '/half-life-calculator')).toBe('Chemistry');
    expect(categoryOfPath(chemistryCatalog().pages, '/unit-converter')).toBeUndefined();
  });
});

describe('legacyRedirects', () => {
  it("is the map of the specification, and otherwise only the old paths the registries' pages declare", () => {
    expect(legacyRedirects(pages)).toEqual(
      Object.fromEntries(DECLARED.flatMap((page) => (page.legacyPaths ?? []).map((old) => [old, page.path]))),
    );
    expect(legacyRedirects(pages)).toMatchObject({
      SIPCalculator: 'sip-calculator',
      LumpSumCalculator: 'lump-sum-calculator',
      SWPCalculator: 'swp-calculator',
      RetirementCalculator: 'retirement-calculator',
      HomeLoanCalculator: 'loan-calculator',
      CAGRCalculator: 'cagr-calculator',
      GratuityCalculator: 'gratuity-calculator',
      InflationCalculator: 'inflation-calculator',
      SalaryCalculator: 'salary-calculator',
      Privacy: 'privacy',
      Terms: 'terms',
    });
  });

  it('points every old path at an existing page', () => {
    for (const target of Object.values(legacyRedirects(pages))) expect(pageByPath(pages, target)).toBeDefined();
  });

  it("follows the pages: a remote left out takes its old paths with it, a new remote brings its own", () => {
    const withoutFinance = pages.filter((page) => (page as { remote?: string }).remote !== 'mfe_finance');
    expect(legacyRedirects(withoutFinance)).toEqual({ Privacy: 'privacy', Terms: 'terms' });
    expect(legacyRedirects(chemistryCatalog().pages)).toMatchObject({ UnitConverter: 'unit-converter', SIPCalculator: 'sip-calculator' });
    expect(legacyRedirects([])).toEqual({});
  });
});

describe('hrefOf', () => {
  it('adds the leading slash', () => {
    expect(hrefOf('sip-calculator')).toBe('/sip-calculator');
    expect(hrefOf('')).toBe('/');
  });
});

describe('searchPages', () => {
  const search = (query: string) => searchPages(pages, query);
  const paths = (query: string) => search(query).map((page) => page.path);

  it("'emi' finds the Loan Calculator", () => {
    const titles = search('emi').map((page) => page.title);
    expect(titles).toContain('Loan Calculator');
    expect(titles[0]).toBe('Loan Calculator');
  });

  it("'sip' ranks the SIP Calculator first", () => {
    expect(search('sip')[0].title).toBe('SIP Calculator');
    expect(search('SIP')[0].title).toBe('SIP Calculator');
  });

  it('matches names case-insensitively and needs every word', () => {
    expect(paths('Lump Sum')[0]).toBe('lump-sum-calculator');
    expect(paths('Loan MORTGAGE')[0]).toBe('loan-calculator');
    for (const path of paths('loan mortgage')) {
      expect(paths('loan')).toContain(path);
      expect(paths('mortgage')).toContain(path);
    }
    expect(paths('loan zebra')).toEqual([]);
  });

  it('finds nothing for unknown words or an empty query', () => {
    expect(search('zebra')).toEqual([]);
    expect(search('qwertyuiop')).toEqual([]);
    expect(search('')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });

  it('never returns a page that is not a calculator', () => {
    for (const query of ['about', 'us', 'contact', 'privacy', 'policies', 'terms', 'dashboard', 'home', 'a', 'e', 'calculator']) {
      for (const path of paths(query)) expect(CALCULATOR_ROUTES).toContain(path);
    }
    expect(paths('about')).toEqual([]);
    expect(paths('privacy')).toEqual([]);
    expect(paths('dashboard')).toEqual([]);
  });

  it("'calculator' finds every calculator of the specification, and only calculators", () => {
    expect(paths('calculator')).toEqual(expect.arrayContaining(SPEC_CALCULATOR_ROUTES));
    for (const path of paths('calculator')) expect(CALCULATOR_ROUTES).toContain(path);
  });

  it('ranks names that start with the query, then names that contain it, then keyword matches, keeping the given order within a rank', () => {
    const page = (path: string, title: string, keywords: string[]): PageFacts => ({
      path, title, navLabel: title, section: 'CALCULATORS', category: 'Finance', icon: 'file', description: '', keywords,
    });
    const tools = [
      page('a', 'Growth Planner', ['sip']),
      page('b', 'Monthly SIP Planner', []),
      page('c', 'Goal Planner', ['sip goal']),
      page('d', 'SIP Tool', []),
      page('e', 'Step-up Sip', []),
      { ...page('f', 'SIP Notes', []), category: undefined },
    ];
    expect(searchPages(tools, 'sip').map((found) => found.path)).toEqual(['d', 'b', 'e', 'a', 'c']);
    expect(searchPages(tools, 'sip planner').map((found) => found.path)).toEqual(['b', 'a', 'c']);
  });

  it('matches the category name too', () => {
    expect(paths('astrology').sort()).toEqual(routesIn('Astrology').sort());
    expect(paths('astrology')).toContain('numerology-calculator');
    expect(paths('finance').sort()).toEqual(routesIn('Finance').sort());
    expect(paths('finance')).toEqual(expect.arrayContaining(SPEC_FINANCE_ROUTES));
  });

  it('returns the pages it was given (with their remote and module)', () => {
    const found = searchPages(catalog.pages, 'numerology');
    expect(found).toEqual([catalog.pages.find((page) => page.path === 'numerology-calculator')]);
    expect(found[0].remote).toBe('mfe_astrology');
  });

  it("finds a deployed remote's calculators, never its pages without a category", () => {
    const chemistry: PageFacts[] = testSitePages(chemistryCatalog());
    expect(searchPages(chemistry, 'isotope').map((page) => page.path)).toEqual(['half-life-calculator']);
    expect(searchPages(chemistry, 'convert').map((page) => page.path)).not.toContain('unit-converter');
  });
});

describe('isAllowedEntry', () => {
  it.each(['https://finance.example/1.0.0+abc/remoteEntry.js', 'http://localhost:3001/remoteEntry.js', 'http://127.0.0.1:4000/x/remoteEntry.js'])(
    'lets %s run',
    (entry) => expect(isAllowedEntry(entry)).toBe(true),
  );
  it.each([
    'data:text/javascript,alert(document.domain)',
    'javascript:alert(1)',
    'http://evil.example/remoteEntry.js',
    'ftp://files.example/remoteEntry.js',
    'blob:https://calc.example/1234',
    '//evil.example/remoteEntry.js',
    'not a url',
  ])('refuses %s', (entry) => expect(isAllowedEntry(entry)).toBe(false));
});
