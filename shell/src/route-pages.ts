/*
 * Build time: one HTML file per route, each with its own head (title, meta description, canonical URL,
 * Open Graph), so that search engines and link previews, which often run no script, read the right page.
 * The build also lists which remote each route needs, so the server can hint it with the page.
 * The body stays the empty root the client renders into. (Prerendering the frame into it was measured:
 * it moved first paint earlier but put the scripts' start-up inside Lighthouse's blocking-time window,
 * and the performance score fell; see the README's performance notes.)
 */
import { remoteOf, ROUTES } from '@calc/shared';
import { routeHead } from './layout/route-head';

export interface RoutePage {
  /** `index.html` for Home, `<path>.html` for every other route, FALLBACK_PAGE for the rest. */
  file: string;
  html: string;
}

/** Served for paths without a page of their own (legacy redirects, Not Found): the head is set once the route is known. */
export const FALLBACK_PAGE = 'app-shell.html';

/** Safe inside an attribute's quotes and as element text alike. */
function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

const TITLE = /<title>[^<]*<\/title>/;
// The built page may be minified: quotes around a one-word attribute value are optional there.
const DESCRIPTION = /<meta name="?description"? content="[^"]*"\s*\/?>/;

/** The built index.html with the head of the route at `pathname`. */
export function routePage(template: string, pathname: string, siteUrl: string): string {
  if (!TITLE.test(template) || !DESCRIPTION.test(template) || !template.includes('</head>')) {
    throw new Error('route pages: the template needs a <title>, a meta description and a </head>');
  }
  const { title, description, url } = routeHead(pathname, siteUrl);
  const openGraph =
    `<link rel="canonical" href="${escapeHtml(url)}" />` +
    `<meta property="og:title" content="${escapeHtml(title)}" />` +
    `<meta property="og:description" content="${escapeHtml(description)}" />` +
    '<meta property="og:type" content="website" />' +
    `<meta property="og:url" content="${escapeHtml(url)}" />`;
  return template
    .replace(TITLE, `<title>${escapeHtml(title)}</title>`)
    .replace(DESCRIPTION, `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace('</head>', `${openGraph}</head>`);
}

/** Which remote each route's page needs, for a server that hints it with the page (scripts/serve.mjs). */
export function routeRemotes(): Record<string, string> {
  return Object.fromEntries(ROUTES.flatMap((route) => (route.module ? [[`/${route.path}`, remoteOf(route.module)]] : [])));
}

/** Every page of the site, from the one route table, plus the fallback (the template as built). */
export function routePages(template: string, siteUrl: string): RoutePage[] {
  return [
    ...ROUTES.map((route) => ({
      file: route.path === '' ? 'index.html' : `${route.path}.html`,
      html: routePage(template, `/${route.path}`, siteUrl),
    })),
    { file: FALLBACK_PAGE, html: template },
  ];
}
