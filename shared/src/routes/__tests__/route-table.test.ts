import {
  categoryOfPath,
  documentTitle,
  hrefOf,
  LEGACY_REDIRECTS,
  PROJECT_TITLE,
  ROUTE_CATEGORIES,
  routeByPath,
  ROUTES,
  searchCalculators,
} from '../route-table';
import { CATEGORIES, categoryByName, DEFAULT_CATEGORY, isValidCategory, VALID_CATEGORIES } from '../categories';

// The specification's route table (section 2), written out again.
const SPEC_SCREENS: Record<string, string> = {
  'sip-calculator': 'SIP Calculator',
  'swp-calculator': 'SWP Calculator',
  'lump-sum-calculator': 'Lump Sum Calculator',
  'loan-calculator': 'Loan Calculator',
  'cagr-calculator': 'CAGR Calculator',
  'gratuity-calculator': 'Gratuity Calculator',
  'inflation-calculator': 'Inflation Calculator',
  'salary-calculator': 'Salary Calculator',
  'retirement-calculator': 'Retirement Calculator',
  'numerology-calculator': 'Numerology Calculator',
  'about-us': 'About Us',
  'contact-us': 'Contact Us',
  privacy: 'Privacy Policies',
  terms: 'Terms',
};

const FINANCE_ROUTES = [
  'sip-calculator', 'swp-calculator', 'lump-sum-calculator', 'loan-calculator', 'cagr-calculator',
  'gratuity-calculator', 'inflation-calculator', 'salary-calculator', 'retirement-calculator',
];
const CALCULATOR_ROUTES = [...FINANCE_ROUTES, 'numerology-calculator'];
const NON_CALCULATOR_ROUTES = ['', 'about-us', 'contact-us', 'privacy', 'terms'];

describe('ROUTES', () => {
  it('holds exactly the home page and the screens of the specification', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual(['', ...Object.keys(SPEC_SCREENS)].sort());
  });
});

describe('routeByPath', () => {
  it.each(Object.entries(SPEC_SCREENS))('finds /%s titled %s', (path, title) => {
    expect(routeByPath(`/${path}`)?.title).toBe(title);
    expect(routeByPath(path)?.path).toBe(path);
    expect(routeByPath(`/${path}/`)?.path).toBe(path);
  });

  it('finds the home page at / and the empty path', () => {
    expect(routeByPath('/')?.path).toBe('');
    expect(routeByPath('')?.path).toBe('');
  });

  it('finds nothing for unknown or mis-cased paths', () => {
    expect(routeByPath('/nope')).toBeUndefined();
    expect(routeByPath('/SIPCalculator')).toBeUndefined();
    expect(routeByPath('/sip-calculator/extra')).toBeUndefined();
  });
});

describe('documentTitle', () => {
  it("is '{Name} | CalcHub' for each page", () => {
    expect(PROJECT_TITLE).toBe('CalcHub');
    for (const [path, title] of Object.entries(SPEC_SCREENS)) {
      expect(documentTitle(routeByPath(`/${path}`))).toBe(`${title} | CalcHub`);
    }
    expect(documentTitle(routeByPath('/sip-calculator'))).toBe('SIP Calculator | CalcHub');
    expect(documentTitle(routeByPath('/privacy'))).toBe('Privacy Policies | CalcHub');
  });

  it('is the project title alone at home', () => {
    expect(documentTitle(routeByPath('/'))).toBe('CalcHub');
  });

  it("is 'Not Found | CalcHub' for an unknown route", () => {
    expect(documentTitle(routeByPath('/does-not-exist'))).toBe('Not Found | CalcHub');
    expect(documentTitle(undefined)).toBe('Not Found | CalcHub');
  });
});

describe('categoryOfPath', () => {
  it.each(FINANCE_ROUTES)('maps %s to Finance', (path) => {
    expect(categoryOfPath(`/${path}`)).toBe('Finance');
    expect(categoryOfPath(path)).toBe('Finance');
  });

  it('maps numerology to Astrology', () => {
    expect(categoryOfPath('/numerology-calculator')).toBe('Astrology');
  });

  it.each(NON_CALCULATOR_ROUTES.map((path) => `/${path}`).concat(['/nope', '/SIPCalculator']))('maps %s to no category', (path) => {
    expect(categoryOfPath(path)).toBeUndefined();
  });

  it('ROUTE_CATEGORIES is exactly the ten calculator routes', () => {
    expect(ROUTE_CATEGORIES).toEqual({
      ...Object.fromEntries(FINANCE_ROUTES.map((path) => [path, 'Finance'])),
      'numerology-calculator': 'Astrology',
    });
  });
});

describe('LEGACY_REDIRECTS', () => {
  it('is exactly the map of the specification', () => {
    expect(LEGACY_REDIRECTS).toEqual({
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

  it('points every old path at an existing route', () => {
    for (const target of Object.values(LEGACY_REDIRECTS)) expect(routeByPath(target)).toBeDefined();
  });
});

describe('hrefOf', () => {
  it('adds the leading slash', () => {
    expect(hrefOf('sip-calculator')).toBe('/sip-calculator');
    expect(hrefOf('')).toBe('/');
  });
});

describe('searchCalculators', () => {
  const paths = (query: string) => searchCalculators(query).map((route) => route.path);

  it("'emi' finds the Loan Calculator", () => {
    const titles = searchCalculators('emi').map((route) => route.title);
    expect(titles).toContain('Loan Calculator');
    expect(titles[0]).toBe('Loan Calculator');
  });

  it("'sip' ranks the SIP Calculator first", () => {
    expect(searchCalculators('sip')[0].title).toBe('SIP Calculator');
    expect(searchCalculators('SIP')[0].title).toBe('SIP Calculator');
  });

  it('matches names case-insensitively and needs every word', () => {
    expect(paths('Lump Sum')[0]).toBe('lump-sum-calculator');
    expect(paths('loan mortgage')).toEqual(['loan-calculator']);
    expect(paths('loan zebra')).toEqual([]);
  });

  it('finds nothing for unknown words or an empty query', () => {
    expect(searchCalculators('zebra')).toEqual([]);
    expect(searchCalculators('qwertyuiop')).toEqual([]);
    expect(searchCalculators('')).toEqual([]);
    expect(searchCalculators('   ')).toEqual([]);
  });

  it('never returns a page that is not a calculator', () => {
    for (const query of ['about', 'us', 'contact', 'privacy', 'policies', 'terms', 'dashboard', 'home', 'a', 'e', 'calculator']) {
      for (const path of paths(query)) expect(CALCULATOR_ROUTES).toContain(path);
    }
    expect(paths('about')).toEqual([]);
    expect(paths('privacy')).toEqual([]);
    expect(paths('dashboard')).toEqual([]);
  });

  it("'calculator' finds all ten calculators", () => {
    expect(paths('calculator').sort()).toEqual([...CALCULATOR_ROUTES].sort());
  });
});

describe('categories', () => {
  it('has the six valid stored values and Finance as default', () => {
    expect([...VALID_CATEGORIES]).toEqual(['Finance', 'Astrology', 'Pizza', 'Personal', 'Math', 'Health']);
    expect(DEFAULT_CATEGORY).toBe('Finance');
    expect(isValidCategory('Pizza')).toBe(true);
    expect(isValidCategory('Nope')).toBe(false);
    expect(isValidCategory(undefined)).toBe(false);
  });

  it('has catalogue entries for Finance and Astrology only, with the spec descriptions', () => {
    expect(CATEGORIES.map((category) => category.name)).toEqual(['Finance', 'Astrology']);
    expect(categoryByName('Finance')?.description).toBe('Financial calculators and tools');
    expect(categoryByName('Astrology')?.description).toBe('Astrological calculations and predictions');
    expect(categoryByName('Finance')?.calculators.map((route) => route.path)).toEqual(FINANCE_ROUTES);
    expect(categoryByName('Astrology')?.calculators.map((route) => route.title)).toEqual(['Numerology Calculator']);
    expect(categoryByName('Pizza')).toBeUndefined();
  });
});
