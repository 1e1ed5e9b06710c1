/*
 * Every page of the site in one list, the shell's home page and the composed catalogue's, for the code that needs them
 * all (sidebar, layout, route effects).
 */
import type { PageFacts, SiteCatalog } from '@calc/singleton';
import { HOME_PAGE } from '@calc/shared/site';

/** Every page of the site: the shell's own (Home) and the composed catalogue's. */
export function sitePages(catalog: SiteCatalog): PageFacts[] {
  return [HOME_PAGE, ...catalog.pages];
}
