import { menuSections } from '../sidebar-sections';
import { sidebarCategory } from '../sidebar';

const titles = (category: 'Finance' | 'Astrology') =>
  menuSections(category).map((section) => `${section.title}${section.category ? ` (${section.category})` : ''}`);

test('Finance shows MAIN, its two calculator sections and OTHERS', () => {
  expect(titles('Finance')).toEqual(['MAIN', 'CALCULATORS (Finance)', 'ADVANCE CALC. (Finance)', 'OTHERS']);
  const sections = menuSections('Finance');
  expect(sections[1].items.map((item) => item.navLabel)).toEqual(['SIP', 'SWP', 'LumpSum', 'Loan', 'CAGR', 'Gratuity', 'Inflation', 'Salary']);
  expect(sections[2].items.map((item) => item.navLabel)).toEqual(['Retirement']);
  expect(sections[3].items.map((item) => item.navLabel)).toEqual(['About Us', 'Contact Us', 'Privacy', 'Terms']);
});

test('Astrology shows its own calculator section only', () => {
  expect(titles('Astrology')).toEqual(['MAIN', 'CALCULATORS (Astrology)', 'OTHERS']);
  expect(menuSections('Astrology')[1].items.map((item) => item.navLabel)).toEqual(['Numerology']);
  expect(menuSections('Astrology')[0].items.map((item) => item.navLabel)).toEqual(['Dashboard']);
});

test('the sidebar category follows the path, then the selection, then defaults to Finance', () => {
  expect(sidebarCategory('/numerology-calculator', 'Finance')).toBe('Astrology');
  expect(sidebarCategory('/sip-calculator', 'Astrology')).toBe('Finance');
  expect(sidebarCategory('/about-us', 'Astrology')).toBe('Astrology');
  expect(sidebarCategory('/', 'Pizza')).toBe('Finance');
  expect(sidebarCategory('/unknown', 'Health')).toBe('Finance');
});
