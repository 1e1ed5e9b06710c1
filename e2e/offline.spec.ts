/*
 * Offline and installable (scripts/service-worker.ts, shell/src/service-worker/): after one visit, a calculator never
 * visited opens and calculates with no network; a release makes an open tab say "A new version is available", and
 * its Reload brings the new version with what was typed; the contact form offline keeps the message and sends it
 * once back online. Service workers are blocked in the other specs (playwright.config.ts); here they run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, waitForPageState, type Page } from './app-test';
import type { serveSite as ServeSite } from '../scripts/serve.mjs';
import { release } from '../scripts/release/release';
import { DIST, PORTS } from '../scripts/site-config.cjs';
import { SITE_PACKAGES } from '../scripts/site-packages.cjs';
import { OFFLINE_MESSAGE, CONTACT_OUTBOX_KEY } from '../mfe-pages/src/contact/contact-outbox';
import { MESSAGES } from '../mfe-pages/src/contact/contact-validation';
import { calculate, fillFields, money, trackPageErrors } from './support';
import { result } from './calculator-page';
import { freePort } from '../test-support/free-port';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

/** Waits until a service worker controls the page: it has installed (its precache complete) and activated. */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 60_000 });
}

/** FD maturity, one compounding period at a time (not the product's closed form). */
function fdMaturity(amount: number, annualRate: number, years: number, perYear: number): number {
  let balance = amount;
  for (let period = 0; period < years * perYear; period++) balance += (balance * annualRate) / 100 / perYear;
  return balance;
}

test('after one visit, a calculator never visited opens and calculates with no network', async ({ page, context }) => {
  test.setTimeout(90_000);
  const errors = trackPageErrors(page);
  await page.goto('/');
  await waitForWorker(page);

  await context.setOffline(true);
  await page.goto('/fd-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'FD Calculator' })).toBeVisible();
  await fillFields(page, { 'Deposit Amount': '250000', 'Annual Interest Rate (%)': '6.5', 'Tenure (Years)': '3' });
  await calculate(page);
  const maturity = fdMaturity(250000, 6.5, 3, 4);
  await expect(result(page, 'Maturity Amount')).toHaveText(money(maturity));
  await expect(result(page, 'Total Interest')).toHaveText(money(maturity - 250000));
  await expect(page.getByText(/is unavailable right now/)).toHaveCount(0);
  await context.setOffline(false);
  expect(errors).toEqual([]);
});

test('the contact form offline keeps the message, also across a reload, and sends it once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/contact-us');
  await waitForWorker(page);
  const message = `Offline message ${Date.now()}`;
  await fillFields(page, { Name: 'Asha', Email: 'asha@gmail.com', Message: message });

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(message);
  expect(await page.evaluate((key) => localStorage.getItem(key), CONTACT_OUTBOX_KEY)).toContain(message);

  // Closed and opened again with no network: the page comes from the worker, the message is still there.
  await page.reload();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(message);
  await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();

  // Back online: it goes by itself.
  await context.setOffline(false);
  await expect(page.getByText(MESSAGES.sendSuccess)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  expect(await page.evaluate((key) => localStorage.getItem(key), CONTACT_OUTBOX_KEY)).toBeNull();
  const stored = await fetch(`http://127.0.0.1:${PORTS.database}/contacts.json`).then((response) => response.json());
  expect(Object.values((stored ?? {}) as Record<string, { message: string }>).map((contact) => contact.message)).toContain(
    message,
  );
});

test.describe('a release', () => {
  let site: Awaited<ReturnType<typeof ServeSite>>;
  let releasesDir: string;
  let base: string;
  let next: string;
  const quiet = () => {};

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-offline-releases-'));
    const ports = Object.fromEntries(
      await Promise.all(SITE_PACKAGES.map(async (pkg) => [pkg.federation, await freePort()] as const)),
    );
    const { serveSite } = (await new Function('specifier', 'return import(specifier)')(
      path.join(__dirname, '..', 'scripts', 'serve.mjs'),
    )) as { serveSite: typeof ServeSite };
    site = await serveSite({ ports: { ...ports, database: 0 }, database: false, log: quiet, releasesDir });
    base = `http://localhost:${ports.shell}`;
  });

  test.afterAll(async () => {
    await site?.close();
    if (next) fs.rmSync(path.join(os.tmpdir(), `offline-next-${process.pid}`), { recursive: true, force: true });
    fs.rmSync(releasesDir, { recursive: true, force: true });
  });

  test('an open tab says a new version is available; Reload brings it and keeps what was typed', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = trackPageErrors(page);
    const before = site.store.liveVersion('mfe-finance')!;
    await page.goto(`${base}/sip-calculator`);
    await waitForWorker(page);
    const typed = { 'Monthly SIP Amount': '7300', 'Annual Interest Rate (%)': '11.5', 'Investment Duration (Years)': '17' };
    await fillFields(page, typed);

    // The finance team releases: the same build as a new version (a new folder, so a new precache list and sw.js).
    const build = path.join(os.tmpdir(), `offline-next-${process.pid}`);
    fs.rmSync(build, { recursive: true, force: true });
    fs.cpSync(DIST.mfe_finance, build, { recursive: true });
    const list = JSON.parse(fs.readFileSync(path.join(build, 'pages.json'), 'utf8'));
    next = `${list.version}.next`;
    fs.writeFileSync(path.join(build, 'pages.json'), JSON.stringify({ ...list, version: next }));
    const { switched } = await release('mfe-finance', { store: site.store, from: build, log: quiet });
    expect(switched).toBe(true);

    // The open tab checks for a new worker when it becomes visible again (and every half hour).
    await expect(page.getByText('A new version is available')).toHaveCount(0);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    // Announced in a status region (which is always there, empty until then).
    const status = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(status.getByText('A new version is available.')).toBeVisible({ timeout: 30_000 });
    const reload = status.getByRole('button', { name: 'Reload' });
    expect((await reload.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    // As the fields show them (amounts grouped once a field is left).
    const shown = await Promise.all(Object.keys(typed).map((label) => page.getByLabel(label, { exact: true }).inputValue()));
    expect(shown.map((value) => value.replace(/,/g, ''))).toEqual(Object.values(typed));
    await reload.click();
    await page.waitForFunction(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type === 'reload',
    );
    await waitForPageState(page);
    for (const [index, label] of Object.keys(typed).entries())
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(shown[index]);
    await expect(page.getByText('A new version is available')).toHaveCount(0);
    // The page runs the new version, and the worker keeps nothing of the old one.
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => decodeURIComponent(entry.name)),
    );
    expect(loaded.some((url) => url.includes(`/${next}/`))).toBe(true);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys())
        for (const request of await (await caches.open(key)).keys()) urls.push(decodeURIComponent(request.url));
      return urls;
    });
    expect(cached.some((url) => url.includes(`/${next}/`))).toBe(true);
    expect(cached.filter((url) => url.includes(`/${before}/`))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
