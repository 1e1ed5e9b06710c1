import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './app-test';
import { startStaticServer } from '../scripts/static-server.cjs';
import { DIST, PORTS, REMOTES, ROOT, localRemotesJson, runCompose } from '../scripts/site-config.cjs';
import { SHARED_PIECES, SHARED_PIECES_FILE, type SharedPieces } from '../scripts/shared-pieces';
import { SITE_PAGES } from './site-pages';
import { trackPageErrors, waitForTakeover } from './support';

type StaticServer = Awaited<ReturnType<typeof startStaticServer>>;

/** remotes.json of the site `npm start` composes and serves. */
const LOCAL_REMOTES: Record<string, string> = JSON.parse(localRemotesJson());

const REMOTE_PORTS = REMOTES.map((name) => String(PORTS[name as keyof typeof PORTS]));

/** The preload of a remote's entry that a composed page carries in its head. */
const preloadOf = (entry: string) => `<link rel="preload" as="script" href="${entry}" />`;

/** A remote's build served at a free port (or at `port`, to bring it back where it was). */
function serveRemote(remote: keyof typeof DIST, port = 0): Promise<StaticServer> {
  return startStaticServer({ dir: DIST[remote], port });
}

/**
 * The unchanged shell build composed, as a host's deploy does, with remotes.json re-pointed (`entries` replace
 * the local ones), into a folder of its own served at a free port; the site `npm start` serves stays as it is.
 */
async function composeSiteWith(entries: Record<string, string>): Promise<StaticServer & { dir: string }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-composed-'));
  const dir = path.join(root, 'site');
  fs.mkdirSync(dir);
  const server = await startStaticServer({ dir, port: 0, spa: true });
  try {
    await runCompose({
      remotesJson: JSON.stringify({ ...LOCAL_REMOTES, ...entries }),
      outDir: dir,
      siteUrl: server.url,
      quiet: true,
    });
  } catch (error) {
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    ...server,
    dir,
    close: async () => {
      await server.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

test('the home page fetches no remote, and reads the catalogue its page names: one immutable file, asked once, after the first paint', async ({
  page,
}) => {
  const remoteRequests: string[] = [];
  const siteRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (REMOTE_PORTS.includes(url.port)) remoteRequests.push(request.url());
    else siteRequests.push(url.pathname);
  });
  const response = await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Select Category' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Finance/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(remoteRequests).toEqual([]);
  // The catalogue grows with the site, so the page names it instead of carrying it (a page's HTML stays within the
  // first round trip's bytes); it is not in the head's preloads, which the first paint would wait for.
  const named = (await response!.text()).match(
    /<script id="site-catalog" type="application\/json" data-src="([^"]+)"><\/script>/,
  )?.[1];
  expect(named).toMatch(/^\/site-catalog\.[0-9a-f]{8}\.json$/);
  expect(await page.locator('head link[rel="preload"][as="fetch"]').count()).toBe(1); // added by the page once painted
  // The page itself, the shell's scripts, its icon and that catalogue, once: nothing else that lists the site.
  expect(siteRequests.filter((pathname) => !/^\/$|\.js$|\.svg$/.test(pathname))).toEqual([named]);
});

test('one copy of React, styled-components and the singleton package (which holds the router), all from the shell', async ({
  page,
}) => {
  await page.goto('/numerology-calculator');
  await page.goto('/sip-calculator');
  await expect(page.getByLabel('Monthly SIP Amount')).toBeVisible();
  // Navigating inside the running app (before the takeover, a link of the prerendered page loads the page anew).
  await waitForTakeover(page);
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  // The heading is the shell's breadcrumb: wait for the page the remote renders before reading the share scopes.
  await expect(page.getByRole('heading', { name: 'No registration needed' })).toBeVisible();
  const scopes = await page.evaluate(() => {
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: {
          __INSTANCES__: { name: string; shareScopeMap: Record<string, Record<string, Record<string, { from: string }>>> }[];
        };
      }
    ).__FEDERATION__;
    return federation.__INSTANCES__.map((instance) => ({
      name: instance.name,
      packages: Object.fromEntries(
        Object.entries(instance.shareScopeMap.default ?? {}).map(([pkg, versions]) => [
          pkg,
          Object.values(versions).map((entry) => entry.from),
        ]),
      ),
    }));
  });
  expect(scopes.map((scope) => scope.name).sort()).toEqual(['mfe_finance', 'mfe_pages', 'shell']);
  for (const scope of scopes) {
    for (const pkg of ['react', 'react-dom', 'styled-components', '@calc/singleton']) {
      expect(scope.packages[pkg], `${scope.name} ${pkg}`).toEqual(['shell']);
    }
    // The library each package bundles for itself is not shared.
    expect(scope.packages['@calc/shared'], `${scope.name} @calc/shared`).toBeUndefined();
    // No build brings a router of its own: it lives inside the singleton package.
    expect(Object.keys(scope.packages).filter((pkg) => pkg.startsWith('react-router'))).toEqual([]);
  }
});

test('re-pointing remotes.json at another server and composing again: the unchanged shell loads the remote from there', async ({
  page,
  request,
}) => {
  // It composes a site of its own (16 s on a loaded 2-core run): three times the usual time.
  test.slow();
  const remote = await serveRemote('mfe_astrology');
  const entry = `http://localhost:${remote.port}/remoteEntry.js`;
  let site: Awaited<ReturnType<typeof composeSiteWith>> | undefined;
  try {
    site = await composeSiteWith({ mfe_astrology: entry });
    // The shell's build went out as it was: composing writes pages around it and rebuilds nothing.
    for (const name of fs.readdirSync(DIST.shell).filter((file) => file.endsWith('.js'))) {
      expect(
        fs.readFileSync(path.join(site.dir, name), 'utf8') === fs.readFileSync(path.join(DIST.shell, name), 'utf8'),
        name,
      ).toBe(true);
    }
    expect(await (await request.get(`${site.url}/remotes.json`)).json()).toEqual({ ...LOCAL_REMOTES, mfe_astrology: entry });
    // The page names the new address in its preload, not the old one.
    const html = await (await request.get(`${site.url}/numerology-calculator`)).text();
    expect(html).toContain(preloadOf(entry));
    expect(html).not.toContain(LOCAL_REMOTES.mfe_astrology);

    await page.goto(`${site.url}/numerology-calculator`);
    await expect(page.getByRole('heading', { level: 1, name: 'Numerology Calculator' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.locator('main')).toContainText(/Full Name|Coming soon/);
    // The scripts that ran, beyond the shell's own, all came from there: asked for by a script tag or by the page's
    // preloads (its entry and its own chunks, from the manifest the remote publishes there).
    const origins = await page.evaluate(
      (shellPort) => [
        ...new Set(
          performance
            .getEntriesByType('resource')
            .filter(
              (entry) =>
                ['script', 'link'].includes((entry as PerformanceResourceTiming).initiatorType) &&
                new URL(entry.name).pathname.endsWith('.js') &&
                new URL(entry.name).port !== shellPort,
            )
            .map((entry) => new URL(entry.name).port),
        ),
      ],
      String(site.port),
    );
    expect(origins).toEqual([String(remote.port)]);
  } finally {
    await site?.close();
    await remote.close();
  }
});

test('a remote that is down: the rest works, the page says so, and Retry recovers once it is back', async ({ page }) => {
  // It composes a site of its own (16 s on a loaded 2-core run): three times the usual time.
  test.slow();
  const errors = trackPageErrors(page);
  // The site is composed while the remote is up (composing reads its page list), then the remote goes down.
  let remote = await serveRemote('mfe_finance');
  const port = remote.port;
  const site = await composeSiteWith({ mfe_finance: `http://localhost:${port}/remoteEntry.js` });
  try {
    await remote.close();
    await page.goto(`${site.url}/sip-calculator`);
    const failure = page.getByRole('alert').filter({ hasText: 'unavailable' });
    await expect(failure).toContainText('SIP Calculator is unavailable right now');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    // Header, sidebar and other remotes keep working.
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Loan', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'unavailable' })).toContainText(
      'Loan Calculator is unavailable right now',
    );

    // Retry while still down: still the message, no crash.
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'unavailable' })).toBeVisible();

    remote = await serveRemote('mfe_finance', port);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByLabel('Loan Amount')).toBeVisible();
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'SIP', exact: true }).click();
    await expect(page.getByLabel('Monthly SIP Amount')).toBeVisible();
  } finally {
    await remote.close();
    await site.close();
  }
  expect(errors).toEqual([]);
});

test("a remote's page preloads its remote's entry from its HTML; Home and the fallback preload none", async ({ request }) => {
  const remotes: Record<string, string> = await (await request.get('/remotes.json')).json();
  // The live pointer: each remote at its port, in the version folder of what was built (npm start publishes it).
  expect(Object.keys(remotes)).toEqual(Object.keys(LOCAL_REMOTES));
  for (const [name, entry] of Object.entries(remotes)) {
    const built = JSON.parse(fs.readFileSync(path.join(DIST[name as keyof typeof DIST], 'pages.json'), 'utf8')).version;
    expect(entry).toBe(LOCAL_REMOTES[name].replace('/remoteEntry.js', `/${encodeURI(built)}/remoteEntry.js`));
  }
  // The entries a page's HTML preloads: as a <link> of the composed page, or, in a prerendered page, in the list its
  // inline loader adds as <link>s once it has painted (shell/src/site/prerendered-page.ts).
  const entryPreloads = async (path: string) => {
    const html = await (await request.get(path)).text();
    const links = html.match(/<link rel="?preload"? as="?script"? href="?[^"\s>]*remoteEntry\.js"?\s*\/?>/g) ?? [];
    const loaded = html.match(/\{"rel":"preload","as":"script","href":"[^"]*remoteEntry\.js"\}/g) ?? [];
    return [
      ...links.map((link) => /href="?([^"\s>]+)/.exec(link)![1]),
      ...loaded.map((item) => (JSON.parse(item) as { href: string }).href),
    ];
  };
  for (const sitePage of SITE_PAGES) {
    expect(await entryPreloads(`/${sitePage.path}`), `/${sitePage.path}`).toEqual(
      sitePage.remote ? [remotes[sitePage.remote]] : [],
    );
  }
  // A path without a page of its own gets the Not Found page (404), which cannot know a remote; a legacy path is
  // redirected before any page.
  expect(await entryPreloads('/no-such-page')).toEqual([]);
  expect((await request.get('/SIPCalculator', { maxRedirects: 0 })).status()).toBe(301);
});

test("a remote's page preloads its own chunks, as its build's federation manifest names them, each fetched once", async ({
  page,
  request,
}) => {
  const remotes: Record<string, string> = await (await request.get('/remotes.json')).json();
  const loaderPreloads = async (route: string) => {
    const html = await (await request.get(route)).text();
    return (html.match(/\{"rel":"preload","as":"script","href":"[^"]*"\}/g) ?? [])
      .map((item) => (JSON.parse(item) as { href: string }).href)
      .filter((href) => /^https?:/.test(href));
  };
  for (const sitePage of SITE_PAGES.filter((candidate) => candidate.remote)) {
    const entry = remotes[sitePage.remote!];
    const manifest = JSON.parse(
      fs.readFileSync(path.join(DIST[sitePage.remote as keyof typeof DIST], 'mf-manifest.json'), 'utf8'),
    );
    const exposed = manifest.exposes.find((expose: { path: string }) => expose.path === `./${sitePage.path}`);
    const chunks: string[] = exposed.assets.js.sync.map((file: string) => new URL(file, entry).href);
    expect(chunks.length, sitePage.path).toBeGreaterThan(0);
    expect(await loaderPreloads(`/${sitePage.path}`), `/${sitePage.path}`).toEqual([entry, ...chunks]);
  }
  // In the browser: the federation runtime takes each chunk from its preload, never asking twice.
  const asked = new Map<string, number>();
  page.on('request', (sent) => asked.set(sent.url(), (asked.get(sent.url()) ?? 0) + 1));
  await page.goto('/sip-calculator');
  await expect(page.getByLabel('Monthly SIP Amount', { exact: true })).toBeVisible();
  const preloaded = await loaderPreloads('/sip-calculator');
  for (const url of preloaded) expect(asked.get(url), url).toBe(1);
});

test("each remote's own page runs alone from its production build, with no host around it", async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto(`http://localhost:${PORTS.mfe_finance}/`);
  await page.getByRole('link', { name: 'SIP', exact: true }).click();
  await expect(page.getByLabel('Monthly SIP Amount')).toBeVisible();
  await page.goto(`http://localhost:${PORTS.mfe_astrology}/`);
  await expect(page.getByLabel('Date of Birth', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Numerology', exact: true }).click();
  await expect(page.getByLabel('Full Name')).toBeVisible();
  // A deep link works too: the remote's server answers its client-side routes with its page.
  await page.goto(`http://localhost:${PORTS.mfe_finance}/loan-calculator`);
  await expect(page.getByLabel('Loan Amount', { exact: true })).toBeVisible();
  await page.goto(`http://localhost:${PORTS.mfe_pages}/`);
  await page.getByRole('link', { name: 'Contact Us', exact: true }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(errors).toEqual([]);
});

test('every build records the shared pieces it carries (design tokens, icons): the copies of this checkout', () => {
  for (const [name, dir] of Object.entries(DIST)) {
    const recorded = JSON.parse(fs.readFileSync(path.join(dir, SHARED_PIECES_FILE), 'utf8')) as SharedPieces;
    expect(Object.keys(recorded), name).toEqual(Object.keys(SHARED_PIECES));
    for (const [piece, file] of Object.entries(SHARED_PIECES)) {
      const hash = crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(ROOT, file), 'utf8'))
        .digest('hex');
      expect(recorded[piece], `${name}'s ${piece}`).toEqual({ file, hash: hash.slice(0, 16) });
    }
  }
});
