/*
 * Releasing one remote, as a category team does, on a site of its own (a private release store and free ports):
 * a tab opened before the release keeps working on the version it started with (its chart and its other pages
 * still load) and meets the new version only after a reload; a candidate that fails its checks changes nothing
 * live; a rollback goes back in one step; and a chunk that fails to arrive is retried, then the remote reloaded,
 * without losing what the visitor typed. The next release is built by `npm run build:fixtures`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './app-test';
import type { serveSite as ServeSite } from '../scripts/serve.mjs';
import { release, rollback, ReleaseRefused } from '../scripts/release/release';
import { DIST } from '../scripts/site-config.cjs';
import { SITE_PACKAGES } from '../scripts/site-packages.cjs';
import type { ReleaseStore } from '../scripts/release/store';
import nextRelease from './fixtures/next-release.json';
import { calculate, fillFields, resultValue, trackPageErrors } from './support';
import { freePort } from '../test-support/free-port';

const NEXT_FINANCE = path.join(__dirname, 'fixtures', '.build', 'mfe-finance-next', 'dist');
const SIP_VALUES = { 'Monthly SIP Amount': '5000', 'Annual Interest Rate (%)': '12', 'Investment Duration (Years)': '10' };
const CHART = /^Stacked bar chart of the money paid in and the growth on it/;
const CHART_CHUNK = /\/finance-chart\.[0-9a-f]{8}\.js$/;

let site: Awaited<ReturnType<typeof ServeSite>>;
let store: ReleaseStore;
let base: string;
let releasesDir: string;
const quiet = () => {};

// A real release runs the team's own tests (mfe-finance's jest suite, then e2e/finance.spec.ts against the candidate),
// a smoke test of every finance page and a recompose with prerender: about two minutes on this 2-core machine while
// the rest of the browser tests run beside it (1.9 min measured), so the first test has four.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!fs.existsSync(path.join(NEXT_FINANCE, 'pages.json'))) throw new Error('run npm run build:fixtures first');
  releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-releases-'));
  // A free port for each package (scripts/site-packages.cjs), by federation name.
  const ports = Object.fromEntries(
    await Promise.all(SITE_PACKAGES.map(async (pkg) => [pkg.federation, await freePort()] as const)),
  );
  // serve.mjs is an ES module of node's own: loaded as it is, not through the test runner's transform.
  const { serveSite } = (await new Function('specifier', 'return import(specifier)')(
    path.join(__dirname, '..', 'scripts', 'serve.mjs'),
  )) as { serveSite: typeof ServeSite };
  site = await serveSite({
    ports: { ...ports, database: 0 },
    database: false,
    log: quiet,
    releasesDir,
  });
  store = site.store;
  base = `http://localhost:${ports.shell}`;
});

test.afterAll(async () => {
  await site?.close();
  fs.rmSync(releasesDir, { recursive: true, force: true });
});

const builtVersion = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'pages.json'), 'utf8')).version as string;

async function openSip(page: Page) {
  await page.goto(`${base}/sip-calculator`);
  await expect(page.getByLabel('Monthly SIP Amount', { exact: true })).toBeVisible();
}

test('a tab opened before a release keeps its version: its chart and other pages load; a reload shows the new one', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const before = builtVersion(DIST.mfe_finance);
  const next = builtVersion(NEXT_FINANCE);
  expect(next).not.toBe(before);
  expect(store.liveVersion('mfe-finance')).toBe(before);

  await openSip(page);
  await fillFields(page, SIP_VALUES);
  const { version, switched } = await release('mfe-finance', { store, from: NEXT_FINANCE, log: quiet });
  expect([version, switched]).toEqual([next, true]);
  expect(store.liveVersion('mfe-finance')).toBe(next);
  // The version the tab runs is still published, beside the new one.
  expect(store.versions('mfe-finance')).toEqual(expect.arrayContaining([before, next]));

  // Same tab: Calculate fetches the chart chunk of the version it runs; the results and chart are there.
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (CHART_CHUNK.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  await calculate(page);
  await expect(resultValue(page, 'Maturity Amount:')).not.toHaveText('$0.00');
  await expect(page.getByRole('img', { name: CHART })).toBeVisible();
  expect(chunks).toHaveLength(1);
  expect(decodeURIComponent(chunks[0])).toContain(`/${before}/`);
  await expect(page.getByText(nextRelease.sipMarker)).toHaveCount(0);

  // Another finance page, in the same tab: still the version it started with.
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'SWP', exact: true }).click();
  await expect(page.getByLabel('Initial Investment', { exact: true })).toBeVisible();
  await expect(page.getByText(/is unavailable right now/)).toHaveCount(0);

  // Only a reload meets the new version.
  await openSip(page);
  await expect(page.getByText(nextRelease.sipMarker)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a candidate that fails its checks is refused, with the reason, and nothing live changes', async ({ page }) => {
  // A broken build: the published SIP page's own chunk is missing.
  const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'broken-finance-'));
  fs.cpSync(DIST.mfe_finance, broken, { recursive: true });
  const sipChunk = fs.readdirSync(broken).find((name) => /^__federation_expose_sip_calculator\./.test(name));
  expect(sipChunk).toBeDefined();
  fs.rmSync(path.join(broken, sipChunk!));
  const list = JSON.parse(fs.readFileSync(path.join(broken, 'pages.json'), 'utf8'));
  fs.writeFileSync(path.join(broken, 'pages.json'), JSON.stringify({ ...list, version: `${list.version}.broken` }));

  const liveBefore = fs.readFileSync(store.remotesFile, 'utf8');
  const siteBefore = fs.readFileSync(path.join(store.siteDir, 'sip-calculator.html'), 'utf8');
  const refusal = release('mfe-finance', { store, from: broken, log: quiet });
  await expect(refusal).rejects.toThrow(ReleaseRefused);
  await expect(refusal).rejects.toThrow(/\/sip-calculator shows its "unavailable" card/);
  expect(fs.readFileSync(store.remotesFile, 'utf8')).toBe(liveBefore);
  expect(fs.readFileSync(path.join(store.siteDir, 'sip-calculator.html'), 'utf8')).toBe(siteBefore);
  await openSip(page);
  await expect(page.getByText(nextRelease.sipMarker)).toBeVisible();
  fs.rmSync(broken, { recursive: true, force: true });
});

test('a rollback points the remote back to its previous version in one step', async ({ page }) => {
  await rollback('mfe-finance', { store, log: quiet });
  expect(store.liveVersion('mfe-finance')).toBe(builtVersion(DIST.mfe_finance));
  await openSip(page);
  await expect(page.getByText(nextRelease.sipMarker)).toHaveCount(0);
  // Rolling back again has nowhere earlier to go: it says so and changes nothing.
  await expect(rollback('mfe-finance', { store, log: quiet })).rejects.toThrow(/no earlier version/);
});

test('a chunk that fails is retried; one that keeps failing leaves the chart saying so with Retry, and the page as it was', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await openSip(page);
  await fillFields(page, SIP_VALUES);

  // Fails once: asked for again, and the chart comes as if nothing happened.
  let failures = 0;
  await page.route(CHART_CHUNK, async (route) => {
    if (failures < 1) {
      failures += 1;
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await calculate(page);
  await expect(page.getByRole('img', { name: CHART })).toBeVisible();
  expect(failures).toBe(1);
  await page.unroute(CHART_CHUNK);

  // Keeps failing: retried, then the chart's place says so with its own Retry; the page, its figures and what was
  // typed stay (the chart is no reason to reload the remote), and Retry brings the chart once the chunk comes.
  await page.goto(`${base}/loan-calculator`);
  await fillFields(page, { 'Loan Amount': '500000', 'Annual Interest Rate (%)': '9', 'Loan Tenure (Years)': '20' });
  const entryLoads: string[] = [];
  page.on('request', (request) => {
    if (/\/remoteEntry\.js$|\/site-catalog\.json$/.test(new URL(request.url()).pathname))
      entryLoads.push(new URL(request.url()).pathname);
  });
  let chartAttempts = 0;
  await page.route(CHART_CHUNK, (route) => {
    chartAttempts += 1;
    return route.abort('connectionreset');
  });
  await calculate(page);
  const failed = page.getByRole('status').filter({ hasText: 'The chart could not load.' }).first();
  await expect(failed).toBeVisible({ timeout: 20_000 });
  expect(chartAttempts).toBeGreaterThanOrEqual(3);
  expect(entryLoads).toEqual([]);
  await expect(page.locator('dt', { hasText: 'EMI' }).first()).toBeVisible();
  await expect(page.getByLabel('Loan Amount', { exact: true })).toHaveValue('500,000');
  await expect(page.getByLabel('Annual Interest Rate (%)', { exact: true })).toHaveValue('9');
  await expect(page.getByLabel('Loan Tenure (Years)', { exact: true })).toHaveValue('20');
  await page.unroute(CHART_CHUNK);
  await page.getByRole('button', { name: 'Retry chart' }).first().click();
  await expect(page.getByRole('img', { name: /^Stacked bar chart of each year's repayments/ })).toBeVisible();
  expect(errors).toEqual([]);
});
