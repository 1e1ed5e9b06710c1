import { TEST_REMOTES, testCatalog } from '../../../../test-support/site-catalog';
import { contentSecurityPolicy, inlineScriptHashes } from '../content-security';
import {
  BEFORE_SCRIPTS_DATA_ID,
  CURRENCY_MARKS,
  deferScripts,
  PRERENDERED_ATTRIBUTE,
  withSnapshot,
  FIRST_SCREEN_END,
  type BeforeScriptsData,
  type CurrencyTexts,
  type InlineScripts,
} from '../prerendered-page';
import { routePage } from '../route-pages';
import { catalogFileName } from '../load-catalog';

// The shape HtmlWebpackPlugin's minifier leaves, with the shell's theme script and start-up preloads.
const BUILT =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>CalcHub</title>' +
  '<meta name=description content="Free online calculators."><script>document.documentElement.dataset.theme="x"</script>' +
  '<script defer src=/main.1234abcd.js fetchpriority=high></script><link rel=preload as=script href=/305.abcd1234.js>' +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" /><link rel="manifest" href="/manifest.webmanifest" /></head>' +
  '<body><div id=root></div></body></html>';

const catalog = testCatalog();
const policy = contentSecurityPolicy({ inlineScripts: inlineScriptHashes(BUILT), remoteOrigins: [], needs: [] });
const sip = routePage(BUILT, catalog, '/sip-calculator', 'https://calc.example', policy);
const TEXTS: CurrencyTexts = {
  USD: { symbol: '$', zero: '$0.00', label: 'Currency: USD' },
  INR: { symbol: '₹', zero: '₹0.00', label: 'Currency: INR' },
};
const SNAPSHOT = {
  markup:
    `<main><h1>SIP Calculator</h1><button aria-label="Currency: USD" ${CURRENCY_MARKS.label}><span ${CURRENCY_MARKS.code}>USD</span></button>` +
    `<label for="sip-sipAmount">Monthly SIP Amount</label><span ${CURRENCY_MARKS.symbol}>$</span><input id="sip-sipAmount" value="">` +
    `<dd ${CURRENCY_MARKS.zero}>$0.00</dd></main>`,
  css: '.a{color:red}\n.b::after{content:"</style>"}',
};
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
// Stand-ins for the built bundles (scripts/build-inline-scripts.ts builds the real ones).
const INLINE: InlineScripts = { main: 'window.main=1', page: ['window.contact=1'], currency: { base: 'USD', texts: TEXTS } };

describe('withSnapshot', () => {
  const page = withSnapshot(sip, SNAPSHOT, INLINE);
  const doc = parse(page);

  it('holds rendering until the whole first screen and its currency script are parsed (one first frame)', () => {
    const expectLink = doc.head.querySelector(`link[rel="expect"][blocking="render"]`)!;
    expect(expectLink.getAttribute('href')).toBe(`#${FIRST_SCREEN_END}`);
    const marker = doc.getElementById(FIRST_SCREEN_END)!;
    // After the root, its data block and its scripts.
    const after = [];
    for (let element = doc.getElementById('root')!.nextElementSibling; element && element !== marker; element = element.nextElementSibling)
      after.push(element.tagName === 'SCRIPT' ? (element.getAttribute('type') ?? element.textContent) : element.tagName);
    expect(after).toEqual(['application/json', 'window.main=1', 'window.contact=1']);
  });

  it('puts the markup into the root, marked as prerendered, and the CSS into the head', () => {
    const root = doc.getElementById('root')!;
    expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(true);
    expect(root.querySelector('h1')!.textContent).toBe('SIP Calculator');
    expect(root.querySelector('label')!.getAttribute('for')).toBe('sip-sipAmount');
    const style = doc.head.querySelector('style#prerendered-css')!;
    expect(style.textContent).toContain('.a{color:red}');
    // CSS text cannot end its element early.
    expect(style.textContent).toContain('content:"<\\/style>"');
  });

  it('keeps the head the page was composed with: title, description, canonical, catalogue', () => {
    expect(doc.title).toBe(parse(sip).title);
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://calc.example/sip-calculator');
    expect(doc.getElementById('site-catalog')!.outerHTML).toBe(parse(sip).getElementById('site-catalog')!.outerHTML);
  });

  it('starts the scripts after the first paint: their tags leave the head for the data block, in document order', () => {
    expect(doc.head.querySelector('script[src]')).toBeNull();
    expect(doc.head.querySelector('link[rel="preload"][as="script"]')).toBeNull();
    const data = JSON.parse(doc.getElementById(BEFORE_SCRIPTS_DATA_ID)!.textContent!) as BeforeScriptsData;
    expect(data.scripts).toEqual([{ src: '/main.1234abcd.js' }]);
    expect(doc.head.querySelector('link[rel="preload"][as="fetch"]')).toBeNull();
    // The catalogue's file and the remote's entry the composed page preloaded are started too, in the page's order.
    const catalogFile = `/${catalogFileName(testCatalog())}`;
    expect(data.preloads.map((tag) => tag.href)).toEqual([
      ...[catalogFile, TEST_REMOTES.mfe_finance, '/305.abcd1234.js'].sort((a, b) => sip.indexOf(a) - sip.indexOf(b)),
      // Then the manifest, which the first screen does not need.
      '/manifest.webmanifest',
    ]);
    expect(data.preloads.find((tag) => tag.href === catalogFile)).toEqual({ rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: catalogFile });
    expect(data.currency).toEqual({ base: 'USD', texts: TEXTS });
    expect(JSON.stringify(data)).not.toContain('fetchpriority');
  });

  it("allows exactly its inline scripts in the page's Content-Security-Policy", () => {
    const meta = doc.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')!;
    const scriptSrc = meta.split('; ').find((directive) => directive.startsWith('script-src '))!;
    const hashes = inlineScriptHashes(page);
    // The theme script of the template, and the two built scripts (the data block is not executed: no hash).
    expect(hashes).toHaveLength(3);
    for (const hash of hashes) expect(scriptSrc).toContain(hash);
  });

  it('refuses code that could end its script element early', () => {
    expect(() => withSnapshot(sip, SNAPSHOT, { ...INLINE, main: 'x="</script>"' })).toThrow(/<\/script/);
  });

  it('refuses a page that holds a snapshot already', () => {
    expect(() => withSnapshot(page, SNAPSHOT, INLINE)).toThrow(/already prerendered/);
  });
});

describe('deferScripts', () => {
  it('keeps the attributes a script or preload needs, in document order, and drops their loading hints', () => {
    const { html, preloads, scripts } = deferScripts(BUILT);
    expect(html).not.toMatch(/main\.1234abcd|305\.abcd1234/);
    expect(html).toContain('document.documentElement.dataset.theme');
    expect(preloads.slice(0, 1)).toEqual([{ rel: 'preload', as: 'script', href: '/305.abcd1234.js' }]);
    expect(scripts).toEqual([{ src: '/main.1234abcd.js' }]);
  });

  it('adds the manifest link after the preloads, leaves it in the head for a browser without scripts, and keeps the icon', () => {
    const { html, preloads } = deferScripts(BUILT);
    expect(preloads.slice(1)).toEqual([{ rel: 'manifest', href: '/manifest.webmanifest' }]);
    expect(html).toContain('<noscript><link rel="manifest" href="/manifest.webmanifest" /></noscript>');
    // Nothing outside <noscript> for the parser to fetch before the first paint.
    expect(html.replace(/<noscript>.*?<\/noscript>/g, '')).not.toMatch(/rel="?manifest/);
    // The tab's icon stays where the parser finds it (in the built page it is a data: URI, fetched from nowhere).
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  });
});
