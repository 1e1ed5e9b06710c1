import { documentTitle, ROUTES } from '@calc/shared';
import { FALLBACK_PAGE, routePage, routePages, routeRemotes } from '../route-pages';

// The shape HtmlWebpackPlugin's minifier leaves: unquoted one-word attributes.
const BUILT = '<!doctype html><html lang=en><head><meta charset=utf-8><title>CalcHub</title>' +
  '<meta name=description content="Free online calculators."><script defer src=/main.1234abcd.js></script></head>' +
  '<body><div id=root></div></body></html>';

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

test('each route gets its own file with its title, description, canonical URL and Open Graph tags', () => {
  const pages = routePages(BUILT, 'https://calc.example');
  expect(pages.map((page) => page.file)).toEqual([...ROUTES.map((route) => (route.path ? `${route.path}.html` : 'index.html')), FALLBACK_PAGE]);
  const sip = pages.find((page) => page.file === 'sip-calculator.html')!.html;
  expect(sip).toContain('<title>SIP Calculator | CalcHub</title>');
  expect(sip).toContain('<meta name="description" content="Work out the maturity value of a monthly SIP with an optional annual step-up." />');
  expect(sip).toContain('<link rel="canonical" href="https://calc.example/sip-calculator" />');
  expect(sip).toContain('<meta property="og:title" content="SIP Calculator | CalcHub" />');
  expect(sip).toContain('<meta property="og:url" content="https://calc.example/sip-calculator" />');
  // One description only, the scripts untouched, the body still the empty root.
  expect(headOf(sip).match(/name="?description/g)).toHaveLength(1);
  expect(sip).toContain('<script defer src=/main.1234abcd.js></script>');
  expect(sip).toContain('<body><div id=root></div></body>');
});

test('every route page carries its route\'s title; Home is index.html with the canonical site root', () => {
  for (const route of ROUTES) {
    const html = routePage(BUILT, `/${route.path}`, 'https://calc.example/');
    expect(html).toContain(`<title>${documentTitle(route).replace(/&/g, '&amp;')}</title>`);
  }
  const home = routePages(BUILT, 'https://calc.example').find((page) => page.file === 'index.html')!.html;
  expect(home).toContain('<title>CalcHub</title>');
  expect(home).toContain('<link rel="canonical" href="https://calc.example/" />');
});

test('the fallback page is the template as built: no canonical URL that would claim another page', () => {
  const fallback = routePages(BUILT, 'https://calc.example').find((page) => page.file === FALLBACK_PAGE)!.html;
  expect(fallback).toBe(BUILT);
});

test('values are escaped, and a template without a head is refused', () => {
  const html = routePage(BUILT.replace('<title>CalcHub</title>', '<title>x</title>'), '/sip-calculator', 'https://calc.example/?a="b"&c');
  expect(html).toContain('href="https://calc.example/?a=&quot;b&quot;&amp;c/sip-calculator"');
  expect(() => routePage('<html><body><div id=root></div></body></html>', '/', 'https://calc.example')).toThrow(/template/);
});

test('the list of which remote each route needs covers every remote route and nothing else', () => {
  const remotes = routeRemotes();
  expect(remotes['/sip-calculator']).toBe('mfe_finance');
  expect(remotes['/numerology-calculator']).toBe('mfe_astrology');
  expect(remotes['/contact-us']).toBe('mfe_pages');
  expect(remotes['/']).toBeUndefined();
  expect(Object.keys(remotes).sort()).toEqual(ROUTES.filter((route) => route.module).map((route) => `/${route.path}`).sort());
});
