/*
 * Which pages the footer links to, read from the catalogue so that the pages remote, not the shell, decides them.
 */
import type { PageFacts } from '@calc/singleton';

/** The footer's links: the site's own pages (About, Contact, Privacy, Terms), read from the catalogue, not named here. */
export function footerLinks(pages: readonly PageFacts[]): PageFacts[] {
  return pages.filter((page) => !page.category && page.section === 'OTHERS');
}
