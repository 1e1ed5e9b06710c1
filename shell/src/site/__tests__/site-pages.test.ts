import { EMPTY_CATALOG } from '@calc/singleton';
import { HOME_PAGE, REGISTRIES, SPEC_ROUTES, testCatalog } from '../../../../test-support/site-catalog';
import { sitePages } from '../site-pages';


const byPath = (pages: ReadonlyArray<{ path: string; title: string }>) => Object.fromEntries(pages.map((page) => [page.path, page.title]));

// Every page the registries declare, after the shell's Home (read from them: a new page needs no line here).
const declared = [HOME_PAGE, ...REGISTRIES.flatMap((registry) => Object.values(registry.pages))];

test("the registries and the shell's Home hold every route of the specification with its title, each path once", () => {
  expect(byPath(declared)).toEqual(expect.objectContaining(SPEC_ROUTES));
  expect(new Set(declared.map((page) => page.path)).size).toBe(declared.length);
});

test("the site's pages are the shell's Home first, then the composed catalogue's, in its order", () => {
  const catalog = testCatalog();
  expect(sitePages(catalog)).toEqual([HOME_PAGE, ...catalog.pages]);
  expect(byPath(sitePages(catalog))).toEqual(byPath(declared));
  expect(sitePages(EMPTY_CATALOG)).toEqual([HOME_PAGE]);
});

test('Home is the root path, in the MAIN section, without a category', () => {
  expect(HOME_PAGE).toMatchObject({ path: '', title: 'Dashboard', navLabel: 'Dashboard', section: 'MAIN' });
  expect(HOME_PAGE.category).toBeUndefined();
});
