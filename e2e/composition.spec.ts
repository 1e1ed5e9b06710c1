import { expect, test } from '@playwright/test';
import { startStaticServer } from '../scripts/static-server.cjs';
import { DIST } from '../scripts/site-config.cjs';
import { trackPageErrors } from './support';

const FREE_PORT_A = 3091;
const FREE_PORT_B = 3092;

/** Serves remotes.json to the shell with one remote's entry replaced. */
async function pointRemote(page: import('@playwright/test').Page, remote: string, entry: string) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    await route.fulfill({ response, json: { ...json, [remote]: entry } });
  });
}

test('the home page fetches no remote', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (/:300[123]\//.test(request.url())) remoteRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Select Category' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(remoteRequests).toEqual([]);
});

test('one copy of React, styled-components and the shared package (which holds the router), all from the shell', async ({ page }) => {
  await page.goto('/numerology-calculator');
  await page.goto('/sip-calculator');
  await expect(page.getByLabel('Monthly SIP Amount')).toBeVisible();
  await page.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  const scopes = await page.evaluate(() => {
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { name: string; shareScopeMap: Record<string, Record<string, Record<string, { from: string }>>> }[] } }).__FEDERATION__;
    return federation.__INSTANCES__.map((instance) => ({
      name: instance.name,
      packages: Object.fromEntries(Object.entries(instance.shareScopeMap.default ?? {}).map(([pkg, versions]) => [pkg, Object.values(versions).map((entry) => entry.from)])),
    }));
  });
  expect(scopes.map((scope) => scope.name).sort()).toEqual(['mfe_finance', 'mfe_pages', 'shell']);
  for (const scope of scopes) {
    for (const pkg of ['react', 'react-dom', 'styled-components', '@calc/shared']) {
      expect(scope.packages[pkg], `${scope.name} ${pkg}`).toEqual(['shell']);
    }
    // No build brings a router of its own: it lives inside the shared package.
    expect(Object.keys(scope.packages).filter((pkg) => pkg.startsWith('react-router'))).toEqual([]);
  }
});

test('re-pointing remotes.json at another server: the unchanged shell loads the remote from there', async ({ page }) => {
  const server = await startStaticServer({ dir: DIST.mfe_astrology, port: FREE_PORT_A });
  try {
    await pointRemote(page, 'mfe_astrology', `http://localhost:${FREE_PORT_A}/remoteEntry.js`);
    await page.goto('/numerology-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'Numerology Calculator' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.locator('main')).toContainText(/Full Name|Coming soon/);
    // The scripts that ran, beyond the shell's own, all came from there. (The page's server still hints the
    // entry it knows in a Link preload header: a wasted fetch in this test only, where the browser alone was
    // told of the move.)
    const origins = await page.evaluate(() => [...new Set(performance.getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' && new URL(entry.name).port !== '3000')
      .map((entry) => new URL(entry.name).port))]);
    expect(origins).toEqual([String(FREE_PORT_A)]);
  } finally {
    await server.close();
  }
});

test('a remote that is down: the rest works, the page says so, and Retry recovers once it is back', async ({ page }) => {
  const errors = trackPageErrors(page);
  await pointRemote(page, 'mfe_finance', `http://localhost:${FREE_PORT_B}/remoteEntry.js`);
  await page.goto('/sip-calculator');
  const failure = page.getByRole('alert').filter({ hasText: 'unavailable' });
  await expect(failure).toContainText('SIP Calculator is unavailable right now');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Header, sidebar and other remotes keep working.
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Loan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'unavailable' })).toContainText('Loan Calculator is unavailable right now');

  // Retry while still down: still the message, no crash.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'unavailable' })).toBeVisible();

  const server = await startStaticServer({ dir: DIST.mfe_finance, port: FREE_PORT_B });
  try {
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByLabel('Loan Amount')).toBeVisible();
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'SIP', exact: true }).click();
    await expect(page.getByLabel('Monthly SIP Amount')).toBeVisible();
  } finally {
    await server.close();
  }
  expect(errors).toEqual([]);
});

test('each remote\'s own page runs alone from its production build, with no host around it', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('http://localhost:3001/');
  await page.getByRole('link', { name: 'SIP', exact: true }).click();
  await expect(page.getByLabel('Monthly SIP Amount')).toBeVisible();
  await page.goto('http://localhost:3002/');
  await expect(page.getByLabel('Full Name')).toBeVisible();
  // A deep link works too: the remote's server answers its client-side routes with its page.
  await page.goto('http://localhost:3001/loan-calculator');
  await expect(page.getByLabel('Loan Amount', { exact: true })).toBeVisible();
  await page.goto('http://localhost:3003/');
  await page.getByRole('link', { name: 'Contact Us', exact: true }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(errors).toEqual([]);
});
