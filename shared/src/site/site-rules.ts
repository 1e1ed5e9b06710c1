/*
 * The site's rules over a list of pages (the shell's own plus the composed catalogue's): titles, the
 * route-to-category map, legacy redirects and search. Pure, for the browser and for `npm run compose`.
 */
import type { PageFacts } from '@calc/singleton';

export const PROJECT_TITLE = 'CalcHub';
export const NOT_FOUND_TITLE = 'Not Found';
export const NOT_FOUND_DESCRIPTION = 'The page you are looking for does not exist.';

function trimSlashes(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '');
}

export function hrefOf(path: string): string {
  return `/${path}`;
}

export function pageByPath<P extends PageFacts>(pages: readonly P[], pathname: string): P | undefined {
  const path = trimSlashes(pathname);
  return pages.find((page) => page.path === path);
}

/** The document title: '{Name} | CalcHub', the project title alone at home, 'Not Found | CalcHub' for no page. */
export function documentTitle(page: PageFacts | undefined): string {
  if (!page) return `${NOT_FOUND_TITLE} | ${PROJECT_TITLE}`;
  return page.path === '' ? PROJECT_TITLE : `${page.title} | ${PROJECT_TITLE}`;
}

/** The category a path selects when visited (calculator pages), or none. */
export function categoryOfPath(pages: readonly PageFacts[], pathname: string): string | undefined {
  return pageByPath(pages, pathname)?.category;
}

/** Old paths, matched exactly, to the path of the page that declares them. */
export function legacyRedirects(pages: readonly PageFacts[]): Record<string, string> {
  return Object.fromEntries(pages.flatMap((page) => (page.legacyPaths ?? []).map((from) => [from, page.path])));
}

/** Calculators (pages with a category) whose name or keywords match every word of the query. */
export function searchPages<P extends PageFacts>(pages: readonly P[], query: string): P[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return pages
    .filter((page) => page.category)
    .map((page) => {
      const name = `${page.title} ${page.navLabel}`.toLowerCase();
      const haystack = `${name} ${page.keywords.join(' ')} ${page.category}`.toLowerCase();
      if (!words.every((word) => haystack.includes(word))) return null;
      // Names that start with the query rank first, then name matches, then keyword matches.
      const rank = name.startsWith(words[0]) ? 0 : words.every((word) => name.includes(word)) ? 1 : 2;
      return { page, rank };
    })
    .filter((match): match is { page: P; rank: number } => match !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((match) => match.page);
}

/**
 * Whether a remote's entry may run in the site's origin: https, or plain http on this machine (local development).
 * A data:, javascript: or other address never does, whatever remotes.json says.
 */
export function isAllowedEntry(entry: string): boolean {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
