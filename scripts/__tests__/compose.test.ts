/**
 * @jest-environment node
 */
/*
 * `npm run compose` without a network: the remotes' page lists are written from their real registries into a
 * temporary folder and read from there, and the shell's build is a tiny stand-in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { composeCatalog, pageListUrl, type PageList } from '@calc/shared/site';
import { HOME_PAGE, REGISTRIES, TEST_PROVIDES, TEST_REMOTES, testPageList } from '../../test-support/site-catalog';
import { manifestUrl } from '../../shell/src/site/page-scripts';
import { catalogFileName } from '../../shell/src/site/load-catalog';
import { composeSite, serverRedirects } from '../release/compose';
import { recompose } from '../release/recompose';
import { compatibilityProblems } from '../release/checks';
import { packageOf, ReleaseStore } from '../release/store';

const SHELL_INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>CalcHub</title>' +
  '<meta name="description" content="Free online calculators." /><script defer src="/main.1234abcd.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let tmp: string;
let shellDir: string;
let listsDir: string;
let outDir: string;

/** Reads a page list from the folder it was "published" to: <listsDir>/<host>/pages.json. */
const readFromDisk = jest.fn(async (url: string) => {
  const { host, pathname } = new URL(url);
  return JSON.parse(fs.readFileSync(path.join(listsDir, host, pathname), 'utf8')) as unknown;
});

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-test-'));
  shellDir = path.join(tmp, 'shell-dist');
  listsDir = path.join(tmp, 'published');
  outDir = path.join(tmp, 'site');
  fs.mkdirSync(path.join(shellDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'index.html'), SHELL_INDEX);
  fs.writeFileSync(path.join(shellDir, 'main.1234abcd.js'), 'console.log("shell");');
  fs.writeFileSync(path.join(shellDir, 'favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(shellDir, 'assets', 'logo.svg'), '<svg id="logo"/>');
  for (const registry of REGISTRIES) {
    const file = path.join(listsDir, new URL(TEST_REMOTES[registry.name]).host, 'pages.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(testPageList(registry), null, 2));
  }
  readFromDisk.mockClear();
});

afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const compose = (readRemoteJson: (url: string) => Promise<unknown> = readFromDisk) =>
  composeSite({ shellDir, remotes: TEST_REMOTES, outDir, siteUrl: 'https://calc.example', readRemoteJson });
const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
const filesOf = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesOf(path.join(dir, entry.name)).map((file) => `${entry.name}/${file}`) : [entry.name],
    );

test('writes one page per page of the site, the fallback, 404.html, redirects, sitemap, robots.txt, remotes.json and the catalogue', async () => {
  const catalog = await compose();
  expect(catalog.problems).toBeUndefined();
  // Each remote's page list, and each composed remote's federation manifest (its pages' chunks, for the preloads).
  expect(readFromDisk.mock.calls.map(([url]) => url).sort()).toEqual(
    Object.values(TEST_REMOTES)
      .flatMap((entry) => [pageListUrl(entry), manifestUrl(entry)])
      .sort(),
  );

  const pagePaths = [HOME_PAGE, ...REGISTRIES.flatMap((registry) => Object.values(registry.pages))].map((page) => page.path);
  const pageFiles = pagePaths.map((pagePath) => (pagePath ? `${pagePath}.html` : 'index.html'));
  expect(filesOf(outDir).sort()).toEqual(
    [
      ...pageFiles,
      'app-shell.html',
      '404.html',
      'redirects.json',
      'sitemap.xml',
      'robots.txt',
      'remotes.json',
      'site-catalog.json',
      catalogFileName(catalog),
      'main.1234abcd.js',
      'favicon.svg',
      'assets/logo.svg',
    ].sort(),
  );

  expect(read('index.html')).toContain('<title>CalcHub</title>');
  expect(read('index.html')).toContain('<link rel="canonical" href="https://calc.example/" />');
  expect(read('sip-calculator.html')).toContain('<title>SIP Calculator | CalcHub</title>');
  expect(read('sip-calculator.html')).toContain('<link rel="preload" as="script" href="https://finance.test/remoteEntry.js" />');
  expect(read('privacy.html')).toContain('<title>Privacy Policies | CalcHub</title>');
  expect(read('app-shell.html')).not.toContain('canonical');
  // The host's Not Found answer is the fallback page with the Not Found head (read without scripts too).
  expect(read('404.html')).toContain('<title>Not Found | CalcHub</title>');
  expect(read('404.html')).toContain('<meta name="robots" content="noindex" />');
  expect(read('404.html').replace(/<title>[^<]*<\/title>|<meta name="(description|robots)"[^>]*>/g, '')).toBe(
    read('app-shell.html').replace(/<title>[^<]*<\/title>|<meta name="description"[^>]*>/g, ''),
  );
  // The pages name the catalogue's file (its content the catalogue's); the fallback and Not Found carry it inline.
  for (const file of pageFiles) {
    expect(read(file)).toContain(
      `<script id="site-catalog" type="application/json" data-src="/${catalogFileName(catalog)}"></script>`,
    );
    expect(read(file)).toContain('<script defer src="/main.1234abcd.js"></script>');
  }
  expect(JSON.parse(read(catalogFileName(catalog)))).toEqual(JSON.parse(JSON.stringify(catalog)));
  for (const file of ['app-shell.html', '404.html']) {
    expect(read(file)).toContain('<script id="site-catalog" type="application/json">{');
    expect(read(file)).toContain('<script defer src="/main.1234abcd.js"></script>');
  }

  expect(JSON.parse(read('remotes.json'))).toEqual(TEST_REMOTES);
  const written = JSON.parse(read('site-catalog.json'));
  expect(written).toEqual(JSON.parse(JSON.stringify(catalog)));
  expect(written).toEqual(
    JSON.parse(
      JSON.stringify(composeCatalog(TEST_REMOTES, Object.fromEntries(REGISTRIES.map((r) => [r.name, testPageList(r)])))),
    ),
  );
  // The legacy paths the remotes' pages declare, as the server answers them (301 to the page).
  const legacy = Object.fromEntries(
    REGISTRIES.flatMap((registry) => Object.values(registry.pages)).flatMap((page) =>
      (page.legacyPaths ?? []).map((from) => [`/${from}`, `/${page.path}`]),
    ),
  );
  expect(legacy).toMatchObject({ '/SIPCalculator': '/sip-calculator', '/Terms': '/terms' });
  expect(JSON.parse(read('redirects.json'))).toEqual(legacy);
  expect(serverRedirects(catalog)).toEqual(legacy);
  expect(read('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://calc.example/sitemap.xml\n');
  const locs = Array.from(read('sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g), (match) => match[1]);
  expect(locs.sort()).toEqual(pagePaths.map((pagePath) => `https://calc.example/${pagePath}`).sort());
});

test("a page preloads its remote's entry, then the chunks its federation manifest names; without one, only the entry", async () => {
  const entry = TEST_REMOTES.mfe_finance;
  const manifest = {
    exposes: [
      {
        path: './sip-calculator',
        assets: { js: { sync: ['3775.1b932a6b.js', '__federation_expose_sip.64fd2017.js'], async: ['x.js'] } },
      },
      // Not plain chunk names beside the entry: never preloaded.
      {
        path: './loan-calculator',
        assets: { js: { sync: ['../other/a.js', 'https://evil.example/b.js', '/c.js', 'd.css', 7] } },
      },
    ],
  };
  const file = path.join(listsDir, new URL(entry).host, 'mf-manifest.json');
  fs.writeFileSync(file, JSON.stringify(manifest));
  await compose();
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((match) => match[1]);
  expect(preloads(read('sip-calculator.html'))).toEqual([
    entry,
    new URL('3775.1b932a6b.js', entry).href,
    new URL('__federation_expose_sip.64fd2017.js', entry).href,
  ]);
  expect(preloads(read('loan-calculator.html'))).toEqual([entry]);
  // The astrology remote published no manifest: its page still preloads its entry and composes as before.
  expect(preloads(read('numerology-calculator.html'))).toEqual([TEST_REMOTES.mfe_astrology]);
  expect(preloads(read('index.html'))).toEqual([]);
});

test("copies the shell's files as built, except its index.html, which is the template", async () => {
  await compose();
  expect(read('main.1234abcd.js')).toBe('console.log("shell");');
  expect(read('favicon.svg')).toBe('<svg/>');
  expect(read('assets/logo.svg')).toBe('<svg id="logo"/>');
  expect(read('index.html')).not.toBe(SHELL_INDEX);
});

test('a remote whose page list cannot be read is left out and reported; the rest of the site is composed', async () => {
  const astrologyDown = jest.fn(async (url: string) => {
    if (url === 'https://astrology.test/pages.json') throw new Error(`${url} answered 503`);
    return readFromDisk(url);
  });
  const catalog = await compose(astrologyDown);
  expect(catalog.problems).toEqual([
    'mfe_astrology: its page list could not be read (https://astrology.test/pages.json answered 503)',
  ]);
  expect(catalog.remotes.map((remote) => remote.name)).toEqual(
    Object.keys(TEST_REMOTES).filter((name) => name !== 'mfe_astrology'),
  );
  expect(fs.existsSync(path.join(outDir, 'numerology-calculator.html'))).toBe(false);
  expect(read('sitemap.xml')).not.toContain('numerology-calculator');
  expect(fs.existsSync(path.join(outDir, 'sip-calculator.html'))).toBe(true);
  expect(fs.existsSync(path.join(outDir, 'terms.html'))).toBe(true);
  expect(JSON.parse(read('site-catalog.json')).problems).toEqual(catalog.problems);
  // remotes.json is written as given: the shell still knows where the missing remote lives.
  expect(JSON.parse(read('remotes.json'))).toEqual(TEST_REMOTES);
});

test('a thrown non-Error is reported too', async () => {
  const catalog = await compose(async (url: string) => {
    if (url.startsWith('https://pages.test/')) throw 'refused';
    return readFromDisk(url);
  });
  expect(catalog.problems).toEqual(['mfe_pages: its page list could not be read (refused)']);
  expect(fs.existsSync(path.join(outDir, 'contact-us.html'))).toBe(false);
});

test('replaces the previous site whole, leaving nothing of it and no staging folder behind', async () => {
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'old-page.html'), 'stale');
  await compose();
  expect(fs.existsSync(path.join(outDir, 'old-page.html'))).toBe(false);
  expect(fs.readdirSync(tmp).sort()).toEqual(['published', 'shell-dist', 'site']);
});

test('refuses a shell build whose index.html is not a template (no root to render into)', async () => {
  fs.writeFileSync(path.join(shellDir, 'index.html'), SHELL_INDEX.replace('<div id="root"></div>', ''));
  await expect(compose()).rejects.toThrow(/template/);
  expect(fs.existsSync(outDir)).toBe(false);
});

test('every composed page carries the Content-Security-Policy: the remotes it composed and their database', async () => {
  await compose(readFromDisk);
  const html = fs.readFileSync(path.join(outDir, 'sip-calculator.html'), 'utf8');
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  expect(policy).toBeDefined();
  const scriptSrc = policy!.split('; ').find((directive) => directive.startsWith('script-src '))!;
  for (const origin of ['https://finance.test', 'https://astrology.test', 'https://pages.test'])
    expect(scriptSrc).toContain(origin);
  expect(scriptSrc).not.toContain('unsafe-inline');
});

describe('a page list declaring what no remote may: the remote is left out, with a message naming it, the page and the field', () => {
  /** Publishes the Site pages remote's list with its Contact page (the 2nd) changed. */
  const tamper = (change: Record<string, unknown>, listChange: Record<string, unknown> = {}) => {
    const file = path.join(listsDir, 'pages.test', 'pages.json');
    const list = JSON.parse(fs.readFileSync(file, 'utf8')) as PageList;
    list.pages[1] = { ...list.pages[1], ...change } as PageList['pages'][number];
    fs.writeFileSync(file, JSON.stringify({ ...list, ...listChange }));
  };
  /** Every file of the composed site. */
  const everyFile = () => filesOf(outDir).map((file) => fs.readFileSync(path.join(outDir, file), 'utf8'));

  test("a path '../../..' writes nothing outside the site folder", async () => {
    tamper({ path: '../../..', module: './../../..' });
    const catalog = await compose();
    expect(catalog.problems).toEqual([
      `mfe_pages: page 2 ("../../.."), field 'path' must be a lowercase route segment (letters and digits, words joined by '-'), not "../../.."`,
    ]);
    expect(fs.readdirSync(tmp).sort()).toEqual(['published', 'shell-dist', 'site']);
    expect(fs.existsSync(path.join(tmp, '..', '...html'))).toBe(false);
    expect(catalog.remotes.map((remote) => remote.name)).toEqual(
      Object.keys(TEST_REMOTES).filter((name) => name !== 'mfe_pages'),
    );
  });

  test("a path '/evil.example' never becomes the link //evil.example", async () => {
    tamper({ path: '/evil.example', module: './/evil.example' });
    const catalog = await compose();
    expect(catalog.problems).toEqual([expect.stringMatching(/^mfe_pages: page 2 \("\/evil\.example"\), field 'path' must be/)]);
    for (const text of everyFile()) expect(text).not.toMatch(/\/\/evil\.example|="\/\/|evil\.example\.html/);
  });

  test.each(["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'https://evil.example'])(
    'allows holding %s: nothing of it reaches the policy',
    async (source) => {
      tamper({}, { allows: { script: [source], connect: [source] } });
      const catalog = await compose();
      expect(catalog.problems).toEqual([
        `mfe_pages: its page list's 'allows.script' may not hold ${JSON.stringify(source)} (only the database, App Check and Authentication hosts)`,
        `mfe_pages: its page list's 'allows.connect' may not hold ${JSON.stringify(source)} (only the database, App Check and Authentication hosts)`,
      ]);
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(read('sip-calculator.html'))![1];
      for (const directive of policy.split('; ').filter((text) => /^(script|connect)-src /.test(text))) {
        expect(directive.split(' ').slice(1)).not.toContain(source.replace(/'/g, '&#39;'));
        expect(directive.split(' ').slice(1)).not.toContain(source);
      }
      expect(policy).not.toContain('pages.test');
    },
  );

  test('a title with markup is refused, not escaped into the page', async () => {
    tamper({ title: 'Contact</title><script>alert(1)</script>' });
    const catalog = await compose();
    expect(catalog.problems).toEqual([
      expect.stringMatching(/^mfe_pages: page 2 \("contact-us"\), field 'title' must be plain text/),
    ]);
    expect(fs.existsSync(path.join(outDir, 'contact-us.html'))).toBe(false);
    // (The refusal, quoting it, is in the inlined catalogue's problems, JSON with '<' escaped: never markup.)
    for (const text of everyFile()) expect(text).not.toMatch(/<script>alert|<\/title><script/);
  });
});

describe('a tampered pages.json already in the release store', () => {
  const SHELL_VERSION = '1.0.0+shell';
  let store: ReleaseStore;
  let pagesVersion: string;

  beforeEach(() => {
    store = new ReleaseStore(path.join(tmp, 'releases'));
    const shell = store.versionDir('shell', SHELL_VERSION);
    fs.mkdirSync(shell, { recursive: true });
    fs.writeFileSync(path.join(shell, 'index.html'), SHELL_INDEX);
    fs.writeFileSync(path.join(shell, 'shell.json'), JSON.stringify({ version: SHELL_VERSION, provides: TEST_PROVIDES }));
    store.switchTo('shell', SHELL_VERSION, 'start');
    for (const registry of REGISTRIES) {
      const pkg = packageOf(registry.name)!;
      const list = testPageList(registry);
      const dir = store.versionDir(pkg, list.version);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(list));
      fs.writeFileSync(path.join(dir, 'remoteEntry.js'), '');
      fs.writeFileSync(
        path.join(dir, 'mf-manifest.json'),
        JSON.stringify({ exposes: list.exposes.map((module) => ({ path: module })) }),
      );
      store.switchTo(pkg, list.version, 'start', new URL(TEST_REMOTES[registry.name]).origin);
      if (pkg === 'mfe-pages') pagesVersion = list.version;
    }
    // Changed on disk after it was published: its Contact page now points out of the site.
    const file = path.join(store.versionDir('mfe-pages', pagesVersion), 'pages.json');
    const list = JSON.parse(fs.readFileSync(file, 'utf8')) as PageList;
    list.pages[1] = { ...list.pages[1], path: '../../../escaped' };
    fs.writeFileSync(file, JSON.stringify(list));
  });

  const refusal = `mfe_pages: page 2 ("../../../escaped"), field 'path' must be a lowercase route segment (letters and digits, words joined by '-'), not "../../../escaped"`;

  test('every compose (npm start recomposes the live site) leaves it out and says why', async () => {
    const previous = process.env.PRERENDER;
    process.env.PRERENDER = '0';
    try {
      const catalog = await recompose(store, 'https://calc.example');
      expect(catalog.problems).toEqual([refusal]);
    } finally {
      if (previous === undefined) delete process.env.PRERENDER;
      else process.env.PRERENDER = previous;
    }
    expect(fs.existsSync(path.join(store.siteDir, 'sip-calculator.html'))).toBe(true);
    expect(fs.existsSync(path.join(tmp, 'escaped.html'))).toBe(false);
    expect(fs.existsSync(path.join(tmp, '..', 'escaped.html'))).toBe(false);
  });

  test('a release or a rollback to it is refused, naming the remote, the page and the field', () => {
    expect(compatibilityProblems(store, 'mfe-pages', pagesVersion, store.remotesWith('mfe-pages', pagesVersion))).toEqual([
      `its page list is refused: ${refusal}`,
    ]);
  });

  test('a build whose page list gives a path for a version is not even published', () => {
    const build = path.join(tmp, 'evil-build');
    fs.mkdirSync(build);
    fs.writeFileSync(
      path.join(build, 'pages.json'),
      JSON.stringify({ ...testPageList(REGISTRIES[0]), version: '../../../outside' }),
    );
    expect(() => store.publish('mfe-finance', build)).toThrow(/gives the version "..\/..\/..\/outside", which is not a version/);
    expect(fs.existsSync(path.join(tmp, 'outside'))).toBe(false);
  });
});
