import { EMPTY_CATALOG } from '@calc/singleton';
import { HOME_PAGE, REGISTRIES, SPEC_ROUTES, testCatalog } from '../../../../test-support/site-catalog';
import { sitePages } from '../site-pages';


const byPath = (pages: ReadonlyArray<{ path: string; title: string }>) => Object.fromEntries(pages.map((page) => [page.path, page.title]));

test("the three registries and the shell's Home hold exactly the specification's 15 routes, with their titles", () => {
  const pages = [HOME_PAGE, ...REGISTRIES.flatMap((registry) => Object.values(registry.pages))];
  expect(pages).toHaveLength(15);
  expect(byPath(pages)).toEqual(SPEC_ROUTES);
});

test("the site's pages are the shell's Home first, then the composed catalogue's, in its order", () => {
  const catalog = testCatalog();
  expect(sitePages(catalog)).toEqual([HOME_PAGE, ...catalog.pages]);
  expect(byPath(sitePages(catalog))).toEqual(SPEC_ROUTES);
  expect(sitePages(EMPTY_CATALOG)).toEqual([HOME_PAGE]);
});

test('Home is the root path, in the MAIN section, without a category', () => {
  expect(HOME_PAGE).toMatchObject({ path: '', title: 'Dashboard', navLabel: 'Dashboard', section: 'MAIN' });
  expect(HOME_PAGE.category).toBeUndefined();
});
