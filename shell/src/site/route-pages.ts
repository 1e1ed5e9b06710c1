/*
 * Composing the shell's pages (run by `npm run compose`, not by webpack): one HTML file per page of the composed
 * site, each with its own head (title, meta description, canonical URL, Open Graph) for crawlers and link
 * previews that run no script; the catalogue's file named and preloaded (./load-catalog.ts says why it is not
 * inlined there; the fallback and Not Found pages inline it); and for a remote's page a preload of that remote's
 * entry and of the page's own scripts (./page-scripts.ts), so they download with the page instead of after the
 * shell's scripts. The body is the empty root: the prerender step after compose (scripts/prerender.ts) puts the page's
 * first screen into it.
 */
import type { PageFacts, SiteCatalog } from '@calc/singleton';
import { CATALOG_ELEMENT_ID, catalogFileName } from './load-catalog';
import { routeHead } from '../layout/route-head';
import { sitePages } from './site-pages';

export interface RoutePage {
  /** `index.html` for Home, `<path>.html` for every other page, FALLBACK_PAGE for the rest. */
  file: string;
  html: string;
}

/** Served for paths without a page of their own (legacy redirects, Not Found): the head is set once the route is known. */
export const FALLBACK_PAGE = 'app-shell.html';

/** Safe inside an attribute's quotes and as element text alike. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** JSON that cannot close the script element it sits in. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const TITLE = /<title>[^<]*<\/title>/;
// The built page may be minified: quotes around a one-word attribute value are optional there.
const DESCRIPTION = /<meta name="?description"? content="[^"]*"\s*\/?>/;
const ROOT = /<div id="?root"?><\/div>/;

function checkTemplate(template: string) {
  if (!TITLE.test(template) || !DESCRIPTION.test(template) || !template.includes('</head>') || !ROOT.test(template)) {
    throw new Error('route pages: the template needs a <title>, a meta description, a </head> and <div id="root"></div>');
  }
}

const CHARSET = /<meta charset="?[\w-]+"?\s*\/?>/i;

/**
 * The template with what every page carries: the catalogue after the root (inline, or `external`ly its file's name,
 * which `catalogPreload` fetches), and the site's Content-Security-Policy (when given) at the top of the head, before
 * any script.
 */
function withCatalog(template: string, catalog: SiteCatalog, policy: string | undefined, external: boolean): string {
  const element = external
    ? `<script id="${CATALOG_ELEMENT_ID}" type="application/json" data-src="/${catalogFileName(catalog)}"></script>`
    : `<script id="${CATALOG_ELEMENT_ID}" type="application/json">${inlineJson(catalog)}</script>`;
  const page = template.replace(ROOT, (root) => `${root}${element}`);
  if (!policy) return page;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}" />`;
  return CHARSET.test(page) ? page.replace(CHARSET, (charset) => `${charset}${meta}`) : page.replace(/<head>/i, `<head>${meta}`);
}

/** The catalogue file's preload, as fetch() asks for it (same origin, so the preload's response is the one taken). */
function catalogPreload(catalog: SiteCatalog): string {
  return `<link rel="preload" as="fetch" crossorigin="anonymous" href="/${catalogFileName(catalog)}" />`;
}

/**
 * The page at `pathname`: the built template with that page's head, the catalogue, and the preloads of its remote's
 * entry and of `scripts` (the page's own chunks, after the entry: the entry runs first).
 */
export function routePage(
  template: string,
  catalog: SiteCatalog,
  pathname: string,
  siteUrl: string,
  policy?: string,
  scripts: string[] = [],
): string {
  checkTemplate(template);
  const pages: PageFacts[] = sitePages(catalog);
  const { title, description, url } = routeHead(pages, pathname, siteUrl);
  const page = catalog.pages.find((candidate) => `/${candidate.path}` === pathname);
  const entry = page && catalog.remotes.find((remote) => remote.name === page.remote)?.entry;
  const preloads = entry ? [entry, ...scripts] : [];
  const head =
    catalogPreload(catalog) +
    preloads.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}" />`).join('') +
    `<link rel="canonical" href="${escapeHtml(url)}" />` +
    `<meta property="og:title" content="${escapeHtml(title)}" />` +
    `<meta property="og:description" content="${escapeHtml(description)}" />` +
    '<meta property="og:type" content="website" />' +
    `<meta property="og:url" content="${escapeHtml(url)}" />`;
  return withCatalog(template, catalog, policy, true)
    .replace(TITLE, `<title>${escapeHtml(title)}</title>`)
    .replace(DESCRIPTION, `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace('</head>', `${head}</head>`);
}

/**
 * What the host answers a path it has no page for with (404.html): the fallback with the Not Found head, so crawlers
 * and visitors without scripts read 'Not Found | CalcHub', never the bare project title. No canonical URL: it has none.
 */
export function notFoundPage(template: string, catalog: SiteCatalog, policy?: string): string {
  checkTemplate(template);
  const { title, description } = routeHead([], '/', '');
  return withCatalog(template, catalog, policy, false)
    .replace(TITLE, `<title>${escapeHtml(title)}</title>`)
    .replace(DESCRIPTION, `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace('</head>', '<meta name="robots" content="noindex" /></head>');
}

/**
 * Every page of the composed site, plus the fallback (the template with the catalogue inline, no canonical URL). The
 * pages name the catalogue's file: whoever writes them writes `catalogFile(catalog)` beside them.
 */
export function routePages(
  template: string,
  catalog: SiteCatalog,
  siteUrl: string,
  policy?: string,
  scripts: Record<string, string[]> = {},
): RoutePage[] {
  checkTemplate(template);
  return [
    ...sitePages(catalog).map((page) => ({
      file: page.path === '' ? 'index.html' : `${page.path}.html`,
      html: routePage(template, catalog, `/${page.path}`, siteUrl, policy, scripts[`/${page.path}`]),
    })),
    { file: FALLBACK_PAGE, html: withCatalog(template, catalog, policy, false) },
  ];
}

/** The catalogue's file that the composed pages name: its name and content. */
export function catalogFile(catalog: SiteCatalog): { file: string; content: string } {
  return { file: catalogFileName(catalog), content: JSON.stringify(catalog) };
}

export function sitemap(catalog: SiteCatalog, siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  const urls = sitePages(catalog).map((page) => `  <url><loc>${escapeHtml(`${base}/${page.path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
