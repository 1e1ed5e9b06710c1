import { testCatalog } from '../../../../test-support/site-catalog';
import { sitePages } from '../../site/site-pages';
import { footerLinks } from '../footer-links';

test('the footer links to About, Contact, Privacy and Terms, in the catalogue’s order', () => {
  expect(footerLinks(sitePages(testCatalog())).map((page) => page.navLabel)).toEqual([
    'About Us',
    'Contact Us',
    'Privacy',
    'Terms',
  ]);
});

test('no calculator and not Home is a footer link', () => {
  const links = footerLinks(sitePages(testCatalog()));
  expect(links.some((page) => page.category || page.path === '')).toBe(false);
});
