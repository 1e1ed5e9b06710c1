/*
 * Every route of the site, declared once. The router, the sidebar, the breadcrumbs, the search box,
 * the page titles and the remotes' cross-links all read this table.
 */
import type { RemoteModuleId } from '../contracts/remotes';
import type { IconName } from '../ui/icons';

export const PROJECT_TITLE = 'CalcHub';

export type CategoryName = 'Finance' | 'Astrology';
export type SidebarSection = 'MAIN' | 'CALCULATORS' | 'ADVANCE CALC.' | 'OTHERS';

export interface RouteEntry {
  /** Path without the leading slash; '' is the home page. */
  path: string;
  /** Page name, used in the title ('{title} | CalcHub') and the breadcrumb. */
  title: string;
  /** The sidebar's label. */
  navLabel: string;
  section: SidebarSection;
  /** Calculator routes belong to a category; visiting one selects it. */
  category?: CategoryName;
  /** The remote module that renders the page; the shell renders routes without one itself. */
  module?: RemoteModuleId;
  /** One sentence for the meta description and the search box. */
  description: string;
  /** Extra words the search box matches. */
  keywords: string[];
  icon: IconName;
}

export const ROUTES: readonly RouteEntry[] = [
  { path: '', title: 'Dashboard', navLabel: 'Dashboard', section: 'MAIN', icon: 'home',
    description: 'Free online calculators for finance and astrology: SIP, SWP, EMI, CAGR, retirement, numerology and more.',
    keywords: ['home'] },
  { path: 'sip-calculator', title: 'SIP Calculator', navLabel: 'SIP', section: 'CALCULATORS', category: 'Finance',
    module: 'mfe_finance/SipCalculator', icon: 'trending',
    description: 'Work out the maturity value of a monthly SIP with an optional annual step-up.',
    keywords: ['systematic investment plan', 'mutual fund', 'monthly investment', 'step-up'] },
  { path: 'swp-calculator', title: 'SWP Calculator', navLabel: 'SWP', section: 'CALCULATORS', category: 'Finance',
    module: 'mfe_finance/SwpCalculator', icon: 'wallet',
    description: 'See how long an investment lasts with monthly withdrawals that can step up every year.',
    keywords: ['systematic withdrawal plan', 'withdrawal', 'pension', 'income'] },
  { path: 'lump-sum-calculator', title: 'Lump Sum Calculator', navLabel: 'LumpSum', section: 'CALCULATORS', category: 'Finance',
    module: 'mfe_finance/LumpSumCalculator', icon: 'coins',
    description: 'Grow a one-time investment with annual compounding, year by year.',
    keywords: ['lumpsum', 'one time', 'fixed deposit', 'compound interest'] },
  { path: 'loan-calculator', title: 'Loan Calculator', navLabel: 'Loan', section: 'CALCULATORS', category: 'Finance',
    module: 'mfe_finance/LoanCalculator', icon: 'bank',
    description: 'Find the monthly EMI, total interest and yearly amortisation of a loan.',
    keywords: ['emi', 'home loan', 'mortgage', 'car loan', 'amortization'] },
  { path: 'cagr-calculator', title: 'CAGR Calculator', navLabel: 'CAGR', section: 'CALCULATORS', category: 'Finance',
    module: 'mfe_finance/CagrCalculator', icon: 'chart',
    description: 'Compute the compound annual growth rate between two values.',
    keywords: ['compound annual growth rate', 'growth', 'returns'] },
  { path: 'gratuity-calculator', title: 'Gratuity Calculator', navLabel: 'Gratuity', section: 'CALCULATORS', category: 'Finance',
    module: 'mfe_finance/GratuityCalculator', icon: 'gift',
    description: 'Estimate gratuity from the last drawn salary and years of service.',
    keywords: ['gratuity', 'employee', 'service', 'basic da'] },
  { path: 'inflation-calculator', title: 'Inflation Calculator', navLabel: 'Inflation', section: 'CALCULATORS', category: 'Finance',
    module: 'mfe_finance/InflationCalculator', icon: 'flame',
    description: 'See what an amount will cost in the future at a given inflation rate.',
    keywords: ['inflation', 'future value', 'purchasing power', 'cost'] },
  { path: 'salary-calculator', title: 'Salary Calculator', navLabel: 'Salary', section: 'CALCULATORS', category: 'Finance',
    module: 'mfe_finance/SalaryCalculator', icon: 'briefcase',
    description: 'Turn a CTC breakdown into gross salary, deductions and take-home pay.',
    keywords: ['ctc', 'take home', 'in hand', 'net salary', 'hra', 'pf'] },
  { path: 'retirement-calculator', title: 'Retirement Calculator', navLabel: 'Retirement', section: 'ADVANCE CALC.', category: 'Finance',
    module: 'mfe_finance/RetirementCalculator', icon: 'sunset',
    description: 'Plan savings and post-retirement expenses year by year, with asset allocation.',
    keywords: ['retirement', 'pension', 'corpus', 'fire', 'planning'] },
  { path: 'numerology-calculator', title: 'Numerology Calculator', navLabel: 'Numerology', section: 'CALCULATORS', category: 'Astrology',
    module: 'mfe_astrology/NumerologyCalculator', icon: 'star',
    description: 'Find your life path, expression, soul urge, personality and birthday numbers.',
    keywords: ['astrology', 'life path', 'destiny', 'name number'] },
  { path: 'about-us', title: 'About Us', navLabel: 'About Us', section: 'OTHERS', module: 'mfe_pages/AboutUs', icon: 'info',
    description: 'Who we are and why our calculators are free, private and need no registration.', keywords: ['about'] },
  { path: 'contact-us', title: 'Contact Us', navLabel: 'Contact Us', section: 'OTHERS', module: 'mfe_pages/ContactUs', icon: 'mail',
    description: 'Send us a question, a correction or an idea for a new calculator.', keywords: ['contact', 'feedback', 'support'] },
  { path: 'privacy', title: 'Privacy Policies', navLabel: 'Privacy', section: 'OTHERS', module: 'mfe_pages/Privacy', icon: 'shield',
    description: 'How we collect, use, share and protect information.', keywords: ['privacy', 'policy', 'data'] },
  { path: 'terms', title: 'Terms', navLabel: 'Terms', section: 'OTHERS', module: 'mfe_pages/Terms', icon: 'file',
    description: 'The terms of use of the calculators and the platform.', keywords: ['terms', 'conditions'] },
];

/** Old mixed-case paths, matched exactly, redirected to the lowercase routes. */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
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
};

export const NOT_FOUND_TITLE = 'Not Found';

export function routeByPath(pathname: string): RouteEntry | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return ROUTES.find((route) => route.path === path);
}

/** The document title: '{Name} | CalcHub', the project title alone at home. */
export function documentTitle(route: RouteEntry | undefined): string {
  if (!route) return `${NOT_FOUND_TITLE} | ${PROJECT_TITLE}`;
  return route.path === '' ? PROJECT_TITLE : `${route.title} | ${PROJECT_TITLE}`;
}

/** The route-to-category map of the specification, derived from the table. */
export const ROUTE_CATEGORIES: Readonly<Record<string, CategoryName>> = Object.fromEntries(
  ROUTES.filter((route) => route.category).map((route) => [route.path, route.category as CategoryName]),
);

export function categoryOfPath(pathname: string): CategoryName | undefined {
  return ROUTE_CATEGORIES[pathname.replace(/^\/+|\/+$/g, '')];
}

export function hrefOf(path: string): string {
  return `/${path}`;
}

/** Calculators (routes with a category) whose name or keywords match every word of the query. */
export function searchCalculators(query: string): RouteEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return ROUTES.filter((route) => route.category)
    .map((route) => {
      const name = `${route.title} ${route.navLabel}`.toLowerCase();
      const haystack = `${name} ${route.keywords.join(' ')} ${route.category}`.toLowerCase();
      if (!words.every((word) => haystack.includes(word))) return null;
      // Names that start with the query rank first, then name matches, then keyword matches.
      const rank = name.startsWith(words[0]) ? 0 : words.every((word) => name.includes(word)) ? 1 : 2;
      return { route, rank };
    })
    .filter((match): match is { route: RouteEntry; rank: number } => match !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((match) => match.route);
}
