/*
 * The site as the unit tests see it: composed from the real registries of every remote (scripts/registries.ts), exactly as
 * `npm run compose` composes it from their published page lists. Tests never type page data again; they read it
 * from here. Test support may reach across packages (it checks the whole); package source never imports it.
 */
import type { PageFacts, SiteCatalog } from '@calc/singleton';
import {
  composeCatalog,
  pageListOf,
  SHELL_CONTRACT_VERSION,
  type PageList,
  type RemoteRegistry,
  type RemotesJson,
} from '@calc/shared/site';
import { REGISTRIES, registryOf } from '../scripts/registries';
import { HOME_PAGE } from '../shared/src/site/home-page';
import singletonPackage from '../shared/singleton/package.json';

export { REGISTRIES, HOME_PAGE };

/** Three remotes by name, for tests that need one remote's own pages as an example (the lists come from REGISTRIES). */
export const financeRegistry = registryOf('mfe_finance');
export const astrologyRegistry = registryOf('mfe_astrology');
export const pagesRegistry = registryOf('mfe_pages');

/** remotes.json of the test site: every remote of the workspaces (mfe_finance at https://finance.test/remoteEntry.js, …). */
export const TEST_REMOTES: RemotesJson = Object.fromEntries(
  REGISTRIES.map((registry) => [
    registry.name,
    `https://${registry.name.replace(/^mfe_/, '').replace(/_/g, '-')}.test/remoteEntry.js`,
  ]),
);

/** The installed @calc/singleton version: what a shell built from this repository provides. */
export const SINGLETON_VERSION: string = singletonPackage.version;

/** What a shell built from this repository provides (the argument of incompatibility and loadRemotePage). */
export const TEST_PROVIDES = { shellContract: SHELL_CONTRACT_VERSION, shared: { '@calc/singleton': SINGLETON_VERSION } };

/** The page list a remote built from this repository publishes (its build facts fixed, so tests can compare). */
export function testPageList(registry: RemoteRegistry, build: Partial<Parameters<typeof pageListOf>[1]> = {}): PageList {
  return pageListOf(registry, {
    version: `1.0.0+test-${registry.name}`,
    builtAt: '2026-01-01T00:00:00.000Z',
    requires: { shellContract: SHELL_CONTRACT_VERSION, shared: { '@calc/singleton': `^${SINGLETON_VERSION}` } },
    ...build,
  });
}

/** Every remote's page list, by remote name. */
export function testPageLists(): Record<string, PageList> {
  return Object.fromEntries(REGISTRIES.map((registry) => [registry.name, testPageList(registry)]));
}

/** The catalogue of the test site: every remote at TEST_REMOTES, composed from its real registry. */
export function testCatalog(): SiteCatalog {
  return composeCatalog(TEST_REMOTES, testPageLists());
}

/** Every page of the test site: the shell's Home, then the catalogue's pages (what the shell's sitePages gives). */
export function testSitePages(catalog: SiteCatalog = testCatalog()): PageFacts[] {
  return [HOME_PAGE, ...catalog.pages];
}

/**
 * A remote this repository does not have, as another team might deploy it: a category of its own (Chemistry) with
 * a section of its own (LAB), and a page without a category in a section of its own (TOOLS).
 */
export const CHEMISTRY_REGISTRY: RemoteRegistry = {
  name: 'mfe_chemistry',
  categories: [
    {
      name: 'Chemistry',
      icon: 'flask',
      description: 'Chemistry calculators',
      fullDescription: 'Half-lives, units and lab notes.',
    },
  ],
  pages: {
    'half-life': {
      path: 'half-life-calculator',
      title: 'Half-life Calculator',
      navLabel: 'Half-life',
      section: 'CALCULATORS',
      category: 'Chemistry',
      icon: 'atom',
      description: 'How much of an isotope is left after a time.',
      keywords: ['decay', 'isotope'],
    },
    'lab-notes': {
      path: 'lab-notes',
      title: 'Lab Notes',
      navLabel: 'Lab notes',
      section: 'LAB',
      category: 'Chemistry',
      icon: 'file',
      description: 'Notes on the experiments.',
      keywords: ['experiment'],
    },
    units: {
      path: 'unit-converter',
      title: 'Unit Converter',
      navLabel: 'Units',
      section: 'TOOLS',
      icon: 'ruler',
      description: 'Convert between units.',
      keywords: ['convert'],
      legacyPaths: ['UnitConverter'],
    },
  },
};

if (REGISTRIES.some((registry) => registry.name === CHEMISTRY_REGISTRY.name))
  throw new Error(
    `test-support/site-catalog.ts: ${CHEMISTRY_REGISTRY.name} is a workspace now; give the imagined remote another name`,
  );

/** The test site with the Chemistry remote deployed after the others: remotes.json and the catalogue. */
export const CHEMISTRY_REMOTES: RemotesJson = { ...TEST_REMOTES, mfe_chemistry: 'https://chemistry.test/remoteEntry.js' };

export function chemistryCatalog(): SiteCatalog {
  return composeCatalog(CHEMISTRY_REMOTES, { ...testPageLists(), mfe_chemistry: testPageList(CHEMISTRY_REGISTRY) });
}

// The specification's route table (section 2), written out again: path to screen title.
export const SPEC_ROUTES: Record<string, string> = {
  '': 'Dashboard',
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
