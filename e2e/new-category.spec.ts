/*
 * Category teams ship on their own. A remote the shell has never seen (e2e/fixtures/mfe-science: one page in a
 * category of its own, Science) is built (`npm run build:fixtures`), added to remotes.json and the site composed
 * again: the unchanged shell build (shell/dist) shows its category, sidebar entry, search result, title and page.
 * The same remote built against a newer @calc/singleton than the shell provides gets the shell's "unavailable"
 * card and the precise cause in the console, and the rest of the site keeps working.
 *
 * Everything here is served on free ports (port 0) from this process, apart from the site `npm start` serves.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './app-test';
import { composeSite } from '../scripts/release/compose';
import { DIST, REMOTES, ROOT } from '../scripts/site-config.cjs';
import { startStaticServer } from '../scripts/static-server.cjs';
import { calculate, resultValue, trackPageErrors } from './support';
import science from './fixtures/mfe-science/src/registry';
import temperature from './fixtures/mfe-science/src/temperature/page-facts';

/** Where `npm run build:fixtures` (scripts/build-fixtures.mjs) puts the fixture's two builds. */
const FIXTURE_DIST = path.join(ROOT, 'e2e', 'fixtures', 'mfe-science', 'dist');
const NEWER_FIXTURE_DIST = path.join(ROOT, 'e2e', 'fixtures', '.build', 'mfe-science-next', 'dist');

const [category] = science.categories;
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

type Server = Awaited<ReturnType<typeof startStaticServer>>;
const servers: Server[] = [];
const tempDirs: string[] = [];
/** The site with the fixture added, and the site with its build against the newer singleton instead. */
let site: Server;
let siteWithNewer: Server;

async function serve(dir: string, spa = false): Promise<Server> {
  const server = await startStaticServer({ dir, port: 0, spa });
  servers.push(server);
  return server;
}

/** remotes.json as a host would edit it (the real remotes plus mfe_science), composed and served. */
async function composeAndServe(remotes: Record<string, string>): Promise<Server> {
  const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'new-category-')), 'site');
  tempDirs.push(path.dirname(outDir));
  const catalog = await composeSite({ shellDir: DIST.shell, remotes, outDir, siteUrl: 'http://localhost' });
  expect(catalog.problems, 'remotes left out of the composed site').toBeUndefined();
  expect(catalog.remotes.map((remote) => remote.name)).toEqual(Object.keys(remotes));
  return serve(outDir, true);
}

/** The console's error messages, as they arrive. */
function trackConsoleErrors(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') messages.push(message.text());
  });
  return messages;
}

type FederationGlobal = { __FEDERATION__?: { __INSTANCES__: { name: string }[] } };

/** The names of the federation containers that ran on the page (the shell's own included). */
function federationInstances(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__.map((instance) => instance.name) ?? [],
  );
}

const categoryCard = (page: Page) => page.getByRole('button', { name: new RegExp(`^${category.name}\\b`) });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const dir of [DIST.shell, ...REMOTES.map((name) => DIST[name as keyof typeof DIST]), FIXTURE_DIST, NEWER_FIXTURE_DIST]) {
    if (!fs.existsSync(path.join(dir, 'index.html'))) {
      throw new Error(`${path.relative(ROOT, dir)} is not built: run npm run build && npm run build:fixtures`);
    }
  }
  const remotes: Record<string, string> = {};
  for (const name of REMOTES) remotes[name] = `${(await serve(DIST[name as keyof typeof DIST])).url}/remoteEntry.js`;
  const fixture = await serve(FIXTURE_DIST);
  const newerFixture = await serve(NEWER_FIXTURE_DIST);
  site = await composeAndServe({ ...remotes, [science.name]: `${fixture.url}/remoteEntry.js` });
  siteWithNewer = await composeAndServe({ ...remotes, [science.name]: `${newerFixture.url}/remoteEntry.js` });
});

test.afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

test('the site is the shell as built: its files served unchanged, none of them knows the new remote', async ({ request }) => {
  const files = fs
    .readdirSync(DIST.shell)
    .filter((name) => name !== 'index.html' && fs.statSync(path.join(DIST.shell, name)).isFile());
  expect(files.some((name) => /^main\.[0-9a-f]{8}\.js$/.test(name))).toBe(true);
  for (const name of files) {
    const built = fs.readFileSync(path.join(DIST.shell, name));
    const response = await request.get(`${site.url}/${name}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(response.status(), name).toBe(200);
    expect(sha256(await response.body()), `${name} is served as shell/dist has it`).toBe(sha256(built));
    const text = built.toString('utf8');
    for (const word of [science.name, temperature.path, category.name])
      expect(text.includes(word), `${name} mentions ${word}`).toBe(false);
  }
  // The page names only the shell's own scripts.
  const html = await (await request.get(`${site.url}/${temperature.path}`)).text();
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="?\/([^"\s>]+)/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(files, `${script} is one of shell/dist's files`).toContain(script);
});

test('a remote the shell has never seen: its category card, sidebar entry, search result, title and working page', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const consoleErrors = trackConsoleErrors(page);
  await page.goto(`${site.url}/`);

  // Home: the new category's card, not selected (the stored default is Finance); choosing it lists its page.
  await expect(page.getByRole('heading', { name: 'Select Category' })).toBeVisible();
  await expect(categoryCard(page)).toBeVisible();
  await expect(categoryCard(page)).toContainText(category.description);
  await expect(categoryCard(page)).toHaveAttribute('aria-pressed', 'false');
  await categoryCard(page).click();
  await expect(categoryCard(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 2, name: category.name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: temperature.title })).toBeVisible();
  // Home has no category of its own: the sidebar keeps Finance's items; the category's page brings its own.
  await expect(sidebar(page).getByRole('link', { name: 'SIP', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('GlobalCategory'))).toBe(category.name);

  // The header's search box (Ctrl+K) finds it by a keyword and opens it.
  const search = page.getByRole('combobox', { name: 'Search calculators' });
  await page.locator('body').click();
  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await page.keyboard.type('fahrenheit');
  await expect(page.getByRole('option', { name: new RegExp(temperature.title) })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${temperature.path}$`));

  // Its page: title, heading, breadcrumb, and the calculator working (100 °C is 212 °F and 373.15 K).
  await expect(page).toHaveTitle('Temperature Converter | CalcHub');
  await expect(page.getByRole('heading', { level: 1, name: 'Temperature Converter' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Temperature Converter');
  await expect(sidebar(page).getByRole('link', { name: temperature.navLabel, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByLabel('Temperature in Celsius (°C)').fill('100');
  await calculate(page);
  await expect(resultValue(page, 'Fahrenheit (°F)')).toHaveText('212.00');
  await expect(resultValue(page, 'Kelvin (K)')).toHaveText('373.15');
  expect(await federationInstances(page)).toContain(science.name);

  // Opened directly (its own prerendered page), and after a reload the stored category stays selected.
  await page.goto(`${site.url}/${temperature.path}`);
  await expect(page).toHaveTitle('Temperature Converter | CalcHub');
  await expect(page.getByLabel('Temperature in Celsius (°C)')).toBeVisible();
  await page.goto(`${site.url}/`);
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('GlobalCategory'))).toBe(category.name);
  await expect(categoryCard(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: temperature.title })).toBeVisible();

  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a remote built against a newer @calc/singleton than the shell provides: its card says unavailable, the rest works', async ({
  page,
}) => {
  const provided = readJson(path.join(ROOT, 'shared', 'singleton', 'package.json')).version as string;
  const needed = readJson(path.join(NEWER_FIXTURE_DIST, 'pages.json')).requires.shared['@calc/singleton'] as string;
  expect(provided).toBe('1.0.0');
  expect(needed).toBe('^1.1.0');
  const errors = trackPageErrors(page);
  const consoleErrors = trackConsoleErrors(page);

  // Its category and page are listed (the page list is fine); the page itself is refused before it is loaded.
  await page.goto(`${siteWithNewer.url}/`);
  await expect(categoryCard(page)).toBeVisible();
  await page.goto(`${siteWithNewer.url}/${temperature.path}`);
  await expect(page).toHaveTitle('Temperature Converter | CalcHub');
  const failure = page.getByRole('alert').filter({ hasText: 'unavailable' });
  await expect(failure).toContainText('Temperature Converter is unavailable right now');
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  const cause = `[shell] Temperature Converter is unavailable. The ${science.name} module could not be loaded: ${science.name} needs @calc/singleton ${needed}; this shell provides ${provided}`;
  await expect.poll(() => consoleErrors).toContain(cause);

  // Retry asks again and gets the same answer, without a crash; the remote's code never ran.
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'unavailable' })).toContainText(
    'Temperature Converter is unavailable right now',
  );
  expect(await federationInstances(page)).not.toContain(science.name);
  expect(consoleErrors.every((message) => message === cause)).toBe(true);

  // The rest of the site: another remote's page, reached in the page and opened directly.
  await page.goto(`${siteWithNewer.url}/`);
  await page.getByRole('button', { name: /^Finance\b/ }).click();
  await sidebar(page).getByRole('link', { name: 'SIP', exact: true }).click();
  await expect(page).toHaveURL(/\/sip-calculator$/);
  await expect(page.getByLabel('Monthly SIP Amount')).toBeVisible();
  await page.goto(`${siteWithNewer.url}/sip-calculator`);
  await expect(page.getByLabel('Monthly SIP Amount')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  expect(errors).toEqual([]);
});
