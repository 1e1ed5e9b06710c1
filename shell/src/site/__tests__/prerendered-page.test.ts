import { TEST_REMOTES, testCatalog } from '../../../../test-support/site-catalog';
import { contentSecurityPolicy, inlineScriptHashes } from '../content-security';
import {
  CURRENCY_MARKS,
  currencyScript,
  PRERENDERED_ATTRIBUTE,
  startScriptsAfterPaint,
  PAINT_WAIT_LIMIT_MS,
  withSnapshot,
  FIRST_SCREEN_END,
  type CurrencyTexts,
} from '../prerendered-page';
import { routePage } from '../route-pages';

// The shape HtmlWebpackPlugin's minifier leaves, with the shell's theme script and start-up preloads.
const BUILT =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>CalcHub</title>' +
  '<meta name=description content="Free online calculators."><script>document.documentElement.dataset.theme="x"</script>' +
  '<script defer src=/main.1234abcd.js fetchpriority=high></script><link rel=preload as=script href=/305.abcd1234.js></head>' +
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

describe('withSnapshot', () => {
  const page = withSnapshot(sip, SNAPSHOT, currencyScript(TEXTS));
  const doc = parse(page);

  it('holds rendering until the whole first screen and its currency script are parsed (one first frame)', () => {
    const expectLink = doc.head.querySelector(`link[rel="expect"][blocking="render"]`)!;
    expect(expectLink.getAttribute('href')).toBe(`#${FIRST_SCREEN_END}`);
    const marker = doc.getElementById(FIRST_SCREEN_END)!;
    // After the root and the script that follows it.
    expect(marker.previousElementSibling!.tagName).toBe('SCRIPT');
    expect(marker.previousElementSibling!.previousElementSibling!.id).toBe('root');
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
    expect(doc.getElementById('site-catalog')!.textContent).toBe(parse(sip).getElementById('site-catalog')!.textContent);
  });

  it('starts the scripts after the first paint: no script file or script preload is left in the head', () => {
    expect(doc.head.querySelector('script[src]')).toBeNull();
    expect(doc.head.querySelector('link[rel="preload"][as="script"]')).toBeNull();
    const inline = doc.body.querySelector('#root + script')!.textContent!;
    expect(inline).toContain('/main.1234abcd.js');
    expect(inline).toContain('/305.abcd1234.js');
    // The remote's entry the composed page preloaded is started by the loader too.
    expect(inline).toContain(TEST_REMOTES.mfe_finance);
    expect(inline).not.toContain('fetchpriority');
  });

  it("allows exactly its inline scripts in the page's Content-Security-Policy", () => {
    const meta = doc.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')!;
    const scriptSrc = meta.split('; ').find((directive) => directive.startsWith('script-src '))!;
    for (const hash of inlineScriptHashes(page)) expect(scriptSrc).toContain(hash);
  });

  it('refuses a page that holds a snapshot already', () => {
    expect(() => withSnapshot(page, SNAPSHOT, currencyScript(TEXTS))).toThrow(/already prerendered/);
  });
});

describe('startScriptsAfterPaint', () => {
  it('keeps the attributes a script or preload needs, in document order, and drops their loading hints', () => {
    const { html, loader } = startScriptsAfterPaint(BUILT);
    expect(html).not.toMatch(/main\.1234abcd|305\.abcd1234/);
    expect(html).toContain('document.documentElement.dataset.theme');
    expect(loader.indexOf('/305.abcd1234.js')).toBeLessThan(loader.indexOf('/main.1234abcd.js'));
    expect(loader).not.toMatch(/"defer"|fetchpriority/);
  });

  describe('the loader starts the scripts once the first paint is reported, not before', () => {
    const original = (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    let reportPaint: (() => void) | null = null;
    beforeEach(() => {
      jest.useFakeTimers();
      document.head.innerHTML = '';
      reportPaint = null;
      (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = class {
        constructor(private callback: (list: unknown, observer: { disconnect(): void }) => void) {}
        observe() {
          reportPaint = () => this.callback({}, { disconnect() {} });
        }
      };
    });
    afterEach(() => {
      jest.useRealTimers();
      (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = original;
    });
    const added = () => Array.from(document.head.querySelectorAll('script[src], link[rel=preload]')).length;

    it('waits for the paint entry, then adds every tag', () => {
      new Function(startScriptsAfterPaint(BUILT).loader)();
      jest.advanceTimersByTime(PAINT_WAIT_LIMIT_MS - 1);
      expect(added()).toBe(0);
      reportPaint!();
      jest.advanceTimersByTime(50);
      expect(added()).toBe(2);
    });

    it('starts anyway after the wait limit when no paint is reported', () => {
      new Function(startScriptsAfterPaint(BUILT).loader)();
      jest.advanceTimersByTime(PAINT_WAIT_LIMIT_MS + 50);
      expect(added()).toBe(2);
    });
  });
});

describe('currencyScript', () => {
  const run = (stored: string | null) => {
    document.body.innerHTML = `<div id="root">${SNAPSHOT.markup}</div>`;
    localStorage.clear();
    if (stored) localStorage.setItem('selectedCurrency', stored);
    new Function(currencyScript(TEXTS))();
    const root = document.getElementById('root')!;
    return {
      symbol: root.querySelector(`[${CURRENCY_MARKS.symbol}]`)!.textContent,
      zero: root.querySelector('dd')!.textContent,
      code: root.querySelector(`[${CURRENCY_MARKS.code}]`)!.textContent,
      label: root.querySelector('button')!.getAttribute('aria-label'),
    };
  };

  it("a shared calculation's currency (?currency=) wins over the stored one; an unknown one does not", () => {
    window.history.replaceState(null, '', '/sip-calculator?sipAmount=5000&currency=INR');
    try {
      expect(run('USD').code).toBe('INR');
      expect(run(null).zero).toBe('₹0.00');
      window.history.replaceState(null, '', '/sip-calculator?currency=toString');
      expect(run('INR').code).toBe('INR');
      expect(run(null).code).toBe('USD');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('shows the stored currency in the snapshot before it is painted', () => {
    expect(run('INR')).toEqual({ symbol: '₹', zero: '₹0.00', code: 'INR', label: 'Currency: INR' });
  });

  it('leaves the snapshot as taken for USD, nothing stored, or a value that is no currency', () => {
    const asTaken = { symbol: '$', zero: '$0.00', code: 'USD', label: 'Currency: USD' };
    expect(run('USD')).toEqual(asTaken);
    expect(run(null)).toEqual(asTaken);
    expect(run('<img>')).toEqual(asTaken);
    expect(run('toString')).toEqual(asTaken);
  });
});
