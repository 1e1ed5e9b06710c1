import { EMPTY_CATALOG } from '@calc/singleton';
import { chemistryCatalog, testCatalog } from '../../../../test-support/site-catalog';
import { sitePages } from '../../site/site-pages';
import { menuSections } from '../sidebar-sections';
import { sidebarCategory } from '../sidebar';

const catalog = testCatalog();
const pages = sitePages(catalog);

const titlesOf = (sections: ReturnType<typeof menuSections>) =>
  sections.map((section) => `${section.title}${section.category ? ` (${section.category})` : ''}`);
const titles = (category: string) => titlesOf(menuSections(pages, category));
const labels = (section: ReturnType<typeof menuSections>[number]) => section.items.map((item) => item.navLabel);
/** The sidebar labels of a category's pages in a section, in catalogue order (read from the registries). */
const declared = (category: string, section: string) =>
  catalog.pages.filter((page) => page.category === category && page.section === section).map((page) => page.navLabel);

test("Finance shows MAIN, the specification's two calculator sections with every Finance page, and OTHERS last", () => {
  const financeTitles = titles('Finance');
  expect(financeTitles.slice(0, 3)).toEqual(['MAIN', 'CALCULATORS (Finance)', 'ADVANCE CALC. (Finance)']);
  expect(financeTitles[financeTitles.length - 1]).toBe('OTHERS');
  const sections = menuSections(pages, 'Finance');
  expect(labels(sections[1])).toEqual(declared('Finance', 'CALCULATORS'));
  expect(labels(sections[1])).toEqual(
    expect.arrayContaining(['SIP', 'SWP', 'LumpSum', 'Loan', 'CAGR', 'Gratuity', 'Inflation', 'Salary']),
  );
  expect(labels(sections[2])).toEqual(declared('Finance', 'ADVANCE CALC.'));
  expect(labels(sections[2])).toContain('Retirement');
  expect(labels(sections[sections.length - 1])).toEqual(['About Us', 'Contact Us', 'Privacy', 'Terms']);
});

test('Astrology shows its own calculator section only', () => {
  expect(titles('Astrology')).toEqual(['MAIN', 'CALCULATORS (Astrology)', 'OTHERS']);
  expect(labels(menuSections(pages, 'Astrology')[1])).toEqual(declared('Astrology', 'CALCULATORS'));
  expect(labels(menuSections(pages, 'Astrology')[1])).toContain('Numerology');
  expect(labels(menuSections(pages, 'Astrology')[0])).toEqual(['Dashboard']);
});

test('a category without pages (Pizza) shows MAIN and OTHERS only', () => {
  expect(titles('Pizza')).toEqual(['MAIN', 'OTHERS']);
});

test("a remote's own sections follow the specification's, and a section without a category shows always, before OTHERS", () => {
  const withChemistry = sitePages(chemistryCatalog());
  const chemistry = menuSections(withChemistry, 'Chemistry');
  expect(titlesOf(chemistry)).toEqual(['MAIN', 'CALCULATORS (Chemistry)', 'LAB (Chemistry)', 'TOOLS', 'OTHERS']);
  expect(labels(chemistry[1])).toEqual(['Half-life']);
  expect(labels(chemistry[2])).toEqual(['Lab notes']);
  expect(labels(chemistry[3])).toEqual(['Units']);
  // Finance's own sections (read from its pages) come after the specification's two, then TOOLS, then OTHERS.
  const ownFinanceSections = [
    ...new Set(catalog.pages.filter((page) => page.category === 'Finance').map((page) => page.section)),
  ].filter((section) => section !== 'CALCULATORS' && section !== 'ADVANCE CALC.');
  expect(titlesOf(menuSections(withChemistry, 'Finance'))).toEqual([
    'MAIN',
    'CALCULATORS (Finance)',
    'ADVANCE CALC. (Finance)',
    ...ownFinanceSections.map((section) => `${section} (Finance)`),
    'TOOLS',
    'OTHERS',
  ]);
});

test('the sidebar category follows the path and defaults to Finance on a route without one', () => {
  expect(sidebarCategory(pages, '/numerology-calculator')).toBe('Astrology');
  expect(sidebarCategory(pages, '/sip-calculator')).toBe('Finance');
  // Home, About, Contact and Not Found have no category: Finance, whatever was chosen or stored before.
  for (const path of ['/', '/about-us', '/contact-us', '/unknown']) expect(sidebarCategory(pages, path)).toBe('Finance');
  const withChemistry = chemistryCatalog();
  expect(sidebarCategory(sitePages(withChemistry), '/half-life-calculator')).toBe('Chemistry');
  // With no remote deployed, there is no page to take a category from.
  expect(sidebarCategory(sitePages(EMPTY_CATALOG), '/')).toBe('Finance');
});
