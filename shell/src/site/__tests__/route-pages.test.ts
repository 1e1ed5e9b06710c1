import type { SiteCatalog } from '@calc/singleton';
import { documentTitle } from '@calc/shared/site';
import { REGISTRIES, TEST_REMOTES, testCatalog } from '../../../../test-support/site-catalog';
import { CATALOG_ELEMENT_ID, catalogFileName, catalogFileUrl, inlineCatalog } from '../load-catalog';
import { catalogFile, escapeHtml, FALLBACK_PAGE, notFoundPage, robotsTxt, routePage, routePages, sitemap } from '../route-pages';
import { sitePages } from '../site-pages';

// The shape HtmlWebpackPlugin's minifier leaves: unquoted one-word attributes.
const BUILT = '<!doctype html><html lang=en><head><meta charset=utf-8><title>CalcHub</title>' +
  '<meta name=description content="Free online calculators."><script defer src=/main.1234abcd.js></script></head>' +
  '<body><div id=root></div></body></html>';

const catalog = testCatalog();
const pages = sitePages(catalog);
/** Home and every page the registries declare. */
const PAGE_COUNT = 1 + REGISTRIES.reduce((count, registry) => count + Object.keys(registry.pages).length, 0);

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const fileOf = (all: ReturnType<typeof routePages>, file: string) => all.find((page) => page.file === file)!.html;
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const preloads = (html: string) => Array.from(parse(html).querySelectorAll('link[rel="preload"][as="script"]')).map((link) => link.getAttribute('href'));
const CATALOG_SCRIPT = new RegExp(`<script id="${CATALOG_ELEMENT_ID}" type="application/json">[^]*?</script>`);

test('each page gets its own file with its title, description, canonical URL and Open Graph tags', () => {
  const all = routePages(BUILT, catalog, 'https://calc.example');
  expect(all.map((page) => page.file)).toEqual([...pages.map((page) => (page.path ? `${page.path}.html` : 'index.html')), FALLBACK_PAGE]);
  expect(all).toHaveLength(PAGE_COUNT + 1);
  const sip = fileOf(all, 'sip-calculator.html');
  expect(sip).toContain('<title>SIP Calculator | CalcHub</title>');
  expect(sip).toContain('<meta name="description" content="Work out the maturity value of a monthly SIP with an optional annual step-up." />');
  expect(sip).toContain('<link rel="canonical" href="https://calc.example/sip-calculator" />');
  expect(sip).toContain('<meta property="og:title" content="SIP Calculator | CalcHub" />');
  expect(sip).toContain('<meta property="og:description" content="Work out the maturity value of a monthly SIP with an optional annual step-up." />');
  expect(sip).toContain('<meta property="og:type" content="website" />');
  expect(sip).toContain('<meta property="og:url" content="https://calc.example/sip-calculator" />');
  // One description only, the scripts untouched, the body still the empty root (before the catalogue's element).
  expect(headOf(sip).match(/name="?description/g)).toHaveLength(1);
  expect(sip).toContain('<script defer src=/main.1234abcd.js></script>');
  expect(sip).toMatch(/<div id=root><\/div><script id="site-catalog" type="application\/json" data-src="\/site-catalog\.[0-9a-f]{8}\.json"><\/script><\/body><\/html>$/);
  expect(parse(sip).getElementById('root')!.childNodes).toHaveLength(0);
});

test("every page carries its page's title; Home is index.html with the canonical site root", () => {
  for (const page of pages) {
    const html = routePage(BUILT, catalog, `/${page.path}`, 'https://calc.example/');
    expect(html).toContain(`<title>${escapeHtml(documentTitle(page))}</title>`);
    expect(html).toContain(`<link rel="canonical" href="https://calc.example/${page.path}" />`);
  }
  const home = fileOf(routePages(BUILT, catalog, 'https://calc.example'), 'index.html');
  expect(home).toContain('<title>CalcHub</title>');
  expect(home).toContain('<link rel="canonical" href="https://calc.example/" />');
});

test("every page names its composition's catalogue file and preloads it as fetch() asks for it; the fallback and Not Found inline it", () => {
  const file = catalogFile(catalog);
  expect(file.file).toMatch(/^site-catalog\.[0-9a-f]{8}\.json$/);
  expect(JSON.parse(file.content)).toEqual(JSON.parse(JSON.stringify(catalog)));
  for (const { file: name, html } of routePages(BUILT, catalog, 'https://calc.example')) {
    const doc = parse(html);
    expect(doc.querySelectorAll(`script#${CATALOG_ELEMENT_ID}[type="application/json"]`)).toHaveLength(1);
    expect(doc.getElementById(CATALOG_ELEMENT_ID)!.previousElementSibling?.id).toBe('root');
    if (name === FALLBACK_PAGE) {
      expect(inlineCatalog(doc)).toEqual(JSON.parse(JSON.stringify(catalog)));
      expect(catalogFileUrl(doc)).toBeNull();
      continue;
    }
    expect(inlineCatalog(doc)).toBeNull();
    expect(catalogFileUrl(doc)).toBe(`/${file.file}`);
    const preload = doc.querySelectorAll('link[rel="preload"][as="fetch"]');
    expect(preload).toHaveLength(1);
    expect(preload[0].getAttribute('href')).toBe(`/${file.file}`);
    expect(preload[0].getAttribute('crossorigin')).toBe('anonymous');
  }
  expect(inlineCatalog(parse(notFoundPage(BUILT, catalog)))).toEqual(JSON.parse(JSON.stringify(catalog)));
});

test('the catalogue file changes its name when, and only when, the catalogue changes', () => {
  const same: SiteCatalog = JSON.parse(JSON.stringify(catalog));
  expect(catalogFileName(same)).toBe(catalogFileName(catalog));
  same.pages[0].title += '!';
  expect(catalogFileName(same)).not.toBe(catalogFileName(catalog));
  same.pages[0].title = catalog.pages[0].title;
  same.remotes[0].entry = same.remotes[0].entry.replace('remoteEntry', 'next/remoteEntry');
  expect(catalogFileName(same)).not.toBe(catalogFileName(catalog));
});

test("a remote's page preloads that remote's entry, and only that; the shell's pages preload none", () => {
  const all = routePages(BUILT, catalog, 'https://calc.example');
  for (const page of catalog.pages) {
    const entry = catalog.remotes.find((remote) => remote.name === page.remote)!.entry;
    expect(preloads(fileOf(all, `${page.path}.html`))).toEqual([entry]);
  }
  expect(preloads(fileOf(all, 'sip-calculator.html'))).toEqual([TEST_REMOTES.mfe_finance]);
  expect(preloads(fileOf(all, 'numerology-calculator.html'))).toEqual([TEST_REMOTES.mfe_astrology]);
  expect(preloads(fileOf(all, 'contact-us.html'))).toEqual([TEST_REMOTES.mfe_pages]);
  expect(preloads(fileOf(all, 'index.html'))).toEqual([]);
  expect(preloads(fileOf(all, FALLBACK_PAGE))).toEqual([]);
  expect(fileOf(all, 'sip-calculator.html')).toContain('<link rel="preload" as="script" href="https://finance.test/remoteEntry.js" />');
});

test('the fallback page is the template as built plus the catalogue: no canonical URL that would claim another page', () => {
  const fallback = fileOf(routePages(BUILT, catalog, 'https://calc.example'), FALLBACK_PAGE);
  expect(fallback.replace(CATALOG_SCRIPT, '')).toBe(BUILT);
  expect(fallback).not.toContain('canonical');
  expect(fallback).not.toContain('og:');
});

test('a page the catalogue does not have gets the Not Found head', () => {
  const html = routePage(BUILT, catalog, '/nope', 'https://calc.example');
  expect(html).toContain('<title>Not Found | CalcHub</title>');
  expect(html).toContain('<meta name="description" content="The page you are looking for does not exist." />');
  expect(preloads(html)).toEqual([]);
});

test('values are escaped, and a template without a head or without the empty root is refused', () => {
  const html = routePage(BUILT.replace('<title>CalcHub</title>', '<title>x</title>'), catalog, '/sip-calculator', 'https://calc.example/?a="b"&c');
  expect(html).toContain('href="https://calc.example/?a=&quot;b&quot;&amp;c/sip-calculator"');
  expect(() => routePage('<html><body><div id=root></div></body></html>', catalog, '/', 'https://calc.example')).toThrow(/template/);
  const withoutRoot = BUILT.replace('<div id=root></div>', '<div id=app></div>');
  expect(() => routePage(withoutRoot, catalog, '/', 'https://calc.example')).toThrow(/template/);
  expect(() => routePages(withoutRoot, catalog, 'https://calc.example')).toThrow(/template/);
  expect(() => routePages(BUILT.replace('<div id=root></div>', '<div id=root>prerendered</div>'), catalog, 'https://calc.example')).toThrow(/template/);
  // The quoted form of an unminified template is accepted too.
  expect(routePage(BUILT.replace('<div id=root></div>', '<div id="root"></div>'), catalog, '/', 'https://calc.example')).toContain('<div id="root"></div><script id="site-catalog"');
  expect(notFoundPage(BUILT.replace('<div id=root></div>', '<div id="root"></div>'), catalog)).toContain('<div id="root"></div><script id="site-catalog" type="application/json">{');
});

test("a page's facts cannot break out of the head or of the inlined catalogue", () => {
  const hostile: SiteCatalog = JSON.parse(JSON.stringify(catalog));
  const terms = hostile.pages.find((page) => page.path === 'terms')!;
  terms.title = 'R&D "<Lab>"';
  terms.description = 'Ends here </script><script>alert(1)</script> and \u2028 line separators';
  const html = routePage(BUILT, hostile, '/terms', 'https://calc.example');
  expect(html).toContain('<title>R&amp;D &quot;&lt;Lab>&quot; | CalcHub</title>');
  expect(html).toContain('content="Ends here &lt;/script>&lt;script>alert(1)&lt;/script> and \u2028 line separators"');
  expect(parse(html).querySelectorAll('script')).toHaveLength(2); // the catalogue's element and main.js: nothing injected
  const fallback = parse(fileOf(routePages(BUILT, hostile, 'https://calc.example'), FALLBACK_PAGE));
  expect(fallback.querySelectorAll('script')).toHaveLength(2);
  expect(inlineCatalog(fallback)).toEqual(hostile);
  expect(fallback.getElementById(CATALOG_ELEMENT_ID)!.textContent).not.toMatch(/<|\u2028/);
});

test('the sitemap lists every page of the composed site once, Home as the site root', () => {
  const xml = sitemap(catalog, 'https://calc.example/');
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(true);
  const locs = Array.from(xml.matchAll(/<loc>([^<]*)<\/loc>/g), (match) => match[1]);
  expect(locs).toEqual(pages.map((page) => `https://calc.example/${page.path}`));
  expect(locs).toHaveLength(PAGE_COUNT);
  expect(locs).toContain('https://calc.example/');
  expect(locs).toContain('https://calc.example/numerology-calculator');
  expect(sitemap(catalog, 'https://calc.example/?a&b')).toContain('<loc>https://calc.example/?a&amp;b/terms</loc>');
});

test('robots.txt allows everything and points at the sitemap', () => {
  expect(robotsTxt('https://calc.example/')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://calc.example/sitemap.xml\n');
  expect(robotsTxt('https://calc.example')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://calc.example/sitemap.xml\n');
});
