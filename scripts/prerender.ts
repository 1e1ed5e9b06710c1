/*
 * Prerendering the composed site: a step after compose (run by a release's recompose, so by `npm start` and the
 * bench too). Headless Chromium loads each page of the composed site, running the very bundles visitors run, waits
 * until the route's page publishes that it has rendered (shell/src/site/page-state.ts), and writes what it shows into that page's HTML
 * (shell/src/site/prerendered-page.ts): the root's markup and the CSS rules styled-components injected. The
 * browser then paints the first screen before any script runs; the scripts are unchanged and take over
 * (shell/src/app/take-over.ts).
 *
 * Nothing is served: every request of the headless browser is answered from disk, the site's from the composed
 * folder and each remote's from the folder its host serves (`origins`), so it runs anywhere the site is composed.
 * Without Chromium it warns and leaves the pages as composed (they work, painted by the scripts).
 *
 *   ts-node scripts/prerender.ts --site DIR [--origin https://remote.example=DIR …]
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Route } from '@playwright/test';
import type { SiteCatalog } from '@calc/singleton';
import { CURRENCIES, CURRENCY_LOCALES, CURRENCY_SYMBOLS } from '../shared/src/format/currency';
import { CURRENCY_MARKS, withSnapshot, type CurrencyTexts, type Snapshot } from '../shell/src/site/prerendered-page';
import { livePageState, PAGE_STATE_ATTRIBUTE } from '../shell/src/site/page-state';
import { BEFORE_SCRIPTS, buildInlineScript, PAGE_BEFORE_SCRIPTS } from './build-inline-scripts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './site-config.cjs';

export interface PrerenderOptions {
  /** The composed site (written by compose); its pages are rewritten in place. */
  siteDir: string;
  /** Each remote's origin (as the catalogue names it) and the folder its host serves. */
  origins: Record<string, string>;
  log?: (line: string) => void;
  /** How long a page may take to render. */
  timeoutMs?: number;
}

export interface PrerenderResult {
  prerendered: string[];
  /** Pages left as composed, and why. */
  skipped: string[];
}

/** The address the headless browser believes the site has; no request leaves the browser. */
const SITE_ORIGIN = 'http://prerender.localhost';
/** How many pages render at once (PRERENDER_PAGES_AT_ONCE overrides it). */
const PAGES_AT_ONCE = Number(process.env.PRERENDER_PAGES_AT_ONCE) || 4;
/** A path the site has no page for: its answer, 404.html, renders Not Found. */
const NOT_FOUND_PATH = '/__prerender-not-found__';

/** The file a request is answered with, as the host (scripts/static-server.cjs, Firebase Hosting) answers it. */
export function siteFile(siteDir: string, pathname: string): { file: string; status: number } {
  const clean = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = path.join(siteDir, clean);
  if (file.startsWith(siteDir)) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return { file, status: 200 };
    if (fs.existsSync(path.join(file, 'index.html'))) return { file: path.join(file, 'index.html'), status: 200 };
    if (!path.extname(clean) && fs.existsSync(`${file}.html`)) return { file: `${file}.html`, status: 200 };
  }
  return { file: path.join(siteDir, '404.html'), status: 404 };
}

async function answerFromDisk(context: BrowserContext, siteDir: string, origins: Record<string, string>) {
  await context.route('**/*', async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.origin === SITE_ORIGIN) {
      const { file, status } = siteFile(siteDir, url.pathname);
      if (fs.existsSync(file)) return route.fulfill({ status, path: file, headers: { 'Cache-Control': 'no-cache' } });
    } else if (origins[url.origin]) {
      const dir = origins[url.origin];
      const file = path.join(dir, path.normalize(decodeURIComponent(url.pathname)));
      if (file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile())
        return route.fulfill({ path: file, headers: { 'Access-Control-Allow-Origin': '*' } });
      return route.fulfill({ status: 404, body: 'Not found' });
    }
    // Nothing else is needed to render a first screen (the database is written to only on a send).
    return route.abort('blockedbyclient');
  });
}

/** In the page: mark the currency's texts, mark what only scripts make work, and take the root and its CSS. */
function capture(input: { marks: typeof CURRENCY_MARKS; locales: Record<string, string>; symbols: Record<string, string> }): {
  snapshot: Snapshot;
  texts: CurrencyTexts;
} {
  const { marks, locales, symbols } = input;
  const zeroIn = (code: string) =>
    new Intl.NumberFormat(locales[code], { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).format(0);
  const texts: CurrencyTexts = {};
  for (const code of Object.keys(locales))
    texts[code] = { symbol: symbols[code], zero: zeroIn(code), label: `Currency: ${code}` };
  const root = document.getElementById('root')!;
  const clone = root.cloneNode(true) as HTMLElement;
  // The snapshot is taken in USD (the browser has nothing stored): its symbol alone, its zero amounts, the code.
  for (const element of clone.querySelectorAll<HTMLElement>('*')) {
    if (element.children.length > 0) continue;
    const text = element.textContent ?? '';
    if (text === texts.USD.symbol) element.setAttribute(marks.symbol, '');
    else if (text === texts.USD.zero) element.setAttribute(marks.zero, '');
  }
  for (const button of clone.querySelectorAll<HTMLElement>(`[aria-label="${texts.USD.label}"]`)) {
    button.setAttribute(marks.label, '');
    for (const element of button.querySelectorAll('*'))
      if (element.children.length === 0 && element.textContent === 'USD') element.setAttribute(marks.code, '');
  }
  // Buttons that are not a form's submit do nothing until the scripts run: say so (a form submits natively).
  for (const button of clone.querySelectorAll('button')) {
    if (button.getAttribute('type') !== 'submit' && !button.hasAttribute('disabled'))
      button.setAttribute('aria-disabled', 'true');
  }
  const css: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    if (!(sheet.ownerNode instanceof HTMLStyleElement) || !sheet.ownerNode.hasAttribute('data-styled')) continue;
    for (const rule of Array.from(sheet.cssRules)) css.push(rule.cssText);
  }
  return { snapshot: { markup: clone.innerHTML, css: css.join('\n') }, texts };
}

/** `/` and every page of the catalogue, with their files; then Not Found, answered by 404.html. */
function pagesOf(siteDir: string): { route: string; file: string }[] {
  const catalog = JSON.parse(fs.readFileSync(path.join(siteDir, 'site-catalog.json'), 'utf8')) as SiteCatalog;
  return [
    { route: '/', file: 'index.html' },
    ...catalog.pages.map((page) => ({ route: `/${page.path}`, file: `${page.path}.html` })),
    { route: NOT_FOUND_PATH, file: '404.html' },
  ].filter((page) => fs.existsSync(path.join(siteDir, page.file)));
}

export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderResult> {
  // Only warnings are logged: to stderr, which a recompose run by `npm start` shows.
  const log = options.log ?? console.warn;
  const siteDir = path.resolve(options.siteDir);
  const origins = Object.fromEntries(Object.entries(options.origins).map(([origin, dir]) => [origin, path.resolve(dir)]));
  if (!fs.existsSync(CHROMIUM_PATH)) {
    log(`[prerender] warning: no Chromium at ${CHROMIUM_PATH}; the pages are served as composed, painted by their scripts`);
    return { prerendered: [], skipped: ['all pages: no Chromium'] };
  }
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } catch (error) {
    log(
      `[prerender] warning: Chromium did not start (${(error as Error).message.split('\n')[0]}); the pages are served as composed`,
    );
    return { prerendered: [], skipped: ['all pages: Chromium did not start'] };
  }
  const result: PrerenderResult = { prerendered: [], skipped: [] };
  const snapshots: { route: string; file: string; snapshot: Snapshot }[] = [];
  let texts: CurrencyTexts | undefined;
  try {
    // A phone's viewport, as Lighthouse's: what shows without scrolling is what the first screen needs.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    await answerFromDisk(context, siteDir, origins);
    const queue = pagesOf(siteDir);
    const prerenderPage = async ({ route, file }: { route: string; file: string }) => {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        await page.goto(SITE_ORIGIN + route, { waitUntil: 'load', timeout: options.timeoutMs ?? 20_000 });
        // The page's published state (page-state.ts), read in the page by the shell's own function.
        const query = { attribute: PAGE_STATE_ATTRIBUTE, states: ['ready', 'failed'] };
        await page.waitForFunction(livePageState, query, { timeout: options.timeoutMs ?? 20_000 });
        await page.waitForLoadState('networkidle');
        const state = await page.evaluate(livePageState, { attribute: PAGE_STATE_ATTRIBUTE });
        // A page whose remote failed shows its card: never freeze that into the HTML.
        if (state !== 'ready') throw new Error(`its page state is ${String(state)}, not ready`);
        if (errors.length > 0) throw new Error(`it threw: ${errors.join('; ')}`);
        const captured = await page.evaluate(capture, {
          marks: CURRENCY_MARKS,
          locales: Object.fromEntries(CURRENCIES.map((code) => [code, CURRENCY_LOCALES[code]])),
          symbols: CURRENCY_SYMBOLS,
        });
        texts ??= captured.texts;
        snapshots.push({ route, file, snapshot: captured.snapshot });
      } catch (error) {
        result.skipped.push(`${route}: ${(error as Error).message.split('\n')[0]}`);
      } finally {
        await page.close();
      }
    };
    // A few pages at once: most of a page's time is waiting (its chunks, then the network's idle half second), so
    // they overlap well even on two cores. The snapshots do not depend on the order.
    await Promise.all(
      Array.from({ length: Math.min(PAGES_AT_ONCE, queue.length) }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await prerenderPage(next);
      }),
    );
  } finally {
    await browser.close();
  }
  if (texts) {
    // The inline scripts, built from their TypeScript once per prerender (the same code on every page).
    const main = await buildInlineScript(BEFORE_SCRIPTS);
    const pageScripts = new Map<string, string>();
    for (const [route, source] of Object.entries(PAGE_BEFORE_SCRIPTS))
      if (snapshots.some((snapshot) => snapshot.route === route)) pageScripts.set(route, await buildInlineScript(source));
    for (const { route, file, snapshot } of snapshots) {
      const target = path.join(siteDir, file);
      const page = pageScripts.has(route) ? [pageScripts.get(route)!] : [];
      const inline = { main, page, currency: { base: 'USD', texts } };
      fs.writeFileSync(target, withSnapshot(fs.readFileSync(target, 'utf8'), snapshot, inline));
      result.prerendered.push(file);
    }
  }
  for (const skipped of result.skipped) log(`[prerender] warning: left as composed: ${skipped}`);
  return result;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const siteIndex = args.indexOf('--site');
  const origins: Record<string, string> = {};
  args.forEach((arg, index) => {
    if (arg !== '--origin') return;
    const [origin, dir] = args[index + 1].split(/=(.*)/s);
    origins[new URL(origin).origin] = dir;
  });
  if (siteIndex < 0) {
    console.error('usage: prerender.ts --site DIR [--origin ORIGIN=DIR …]');
    process.exit(2);
  }
  prerenderSite({ siteDir: args[siteIndex + 1], origins }).then(
    (result) => console.log(`prerendered ${result.prerendered.length} pages`),
    (error: Error) => {
      console.error(`prerender failed: ${error.message}`);
      process.exit(1);
    },
  );
}
