import type { PageFacts, SiteCatalog } from '@calc/singleton';
import { HOME_PAGE } from '@calc/shared/site';

/** Every page of the site: the shell's own (Home) and the composed catalogue's. */
export function sitePages(catalog: SiteCatalog): PageFacts[] {
  return [HOME_PAGE, ...catalog.pages];
}
