/*
 * Hardening as a visitor's browser meets it: the composed pages' Content-Security-Policy holds through a calculation
 * with its chart and a contact message (no violation at all; every route in both themes is visited under it by
 * e2e/accessibility.spec.ts, which checks each route once for everything); a remote entry that is not an https:
 * address never runs; and loading that takes long says so and offers Retry.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './app-test';
import { startStaticServer } from '../scripts/static-server.cjs';
import { DIST, PORTS } from '../scripts/site-config.cjs';
import { contentSecurityPolicy, inlineScriptHashes } from '../shell/src/site/content-security';
import { appCheckContentSecurity, databaseContentSecurity } from '../mfe-pages/firebase-env';
import { SITE_PAGES } from './site-pages';
import { calculate, cspViolations, fillFields, trackPageErrors, watchViolations } from './support';

declare global {
  interface Window {
    pwned?: boolean;
  }
}

test('every page carries a policy that names the site, its remotes and its database, and no inline script but the theme one', async ({
  request,
}) => {
  const remotes: Record<string, string> = await (await request.get('/remotes.json')).json();
  for (const sitePage of SITE_PAGES) {
    const html = await (await request.get(`/${sitePage.path}`)).text();
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replace(/&#39;|&apos;/g, "'");
    expect(policy, `/${sitePage.path}`).toBeDefined();
    const directives = Object.fromEntries(policy!.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
    for (const entry of Object.values(remotes)) expect(directives['script-src']).toContain(new URL(entry).origin);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
    // Exactly the page's own inline scripts, by hash: the theme one, and a prerendered page's one after its markup.
    expect(
      directives['script-src'].filter((source: string) => source.startsWith("'sha256-")).sort(),
      `/${sitePage.path}`,
    ).toEqual(inlineScriptHashes(html).sort());
    // The theme script, the scripts that run before the app (paint-triggered loader, currency, early input) and, on
    // the contact page, its paste and link rules: every one hashed in the policy above, none unlisted.
    expect(inlineScriptHashes(html).length).toBeLessThanOrEqual(3);
    expect(directives['connect-src']).toContain(`ws://127.0.0.1:${PORTS.database}`);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
  }
});

test('no policy violation through a calculation with its chart and a contact message', async ({ page }) => {
  await watchViolations(page);
  const errors = trackPageErrors(page);
  await page.goto('/sip-calculator');
  await fillFields(page, { 'Monthly SIP Amount': '5000', 'Annual Interest Rate (%)': '12', 'Investment Duration (Years)': '10' });
  await calculate(page);
  await expect(page.getByRole('img', { name: /^Stacked bar chart/ })).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);

  await page.goto('/contact-us');
  await fillFields(page, { Name: 'Ada Lovelace', Email: 'ada@gmail.com', Message: 'The CSP test says hello.' });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message!' })).toBeVisible({ timeout: 20_000 });
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test("a remote's standalone page carries the policy too, and runs under it: no violation, a message sent", async ({ page }) => {
  await watchViolations(page);
  const errors = trackPageErrors(page);
  for (const [remote, route] of [
    ['mfe_finance', '/sip-calculator'],
    ['mfe_astrology', '/numerology-calculator'],
    ['mfe_pages', '/contact-us'],
  ] as const) {
    const response = await page.goto(`http://localhost:${PORTS[remote]}${route}`);
    const html = await response!.text();
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replace(/&#39;|&apos;/g, "'");
    expect(policy, remote).toBeDefined();
    const directives = Object.fromEntries(policy!.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
    expect(directives['script-src'].filter((source: string) => source.startsWith("'sha256-")).sort()).toEqual(
      inlineScriptHashes(html).sort(),
    );
    expect(directives['object-src']).toEqual(["'none'"]);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await cspViolations(page), remote).toEqual([]);
  }
  // The contact form of the standalone Site pages reaches its database under the policy.
  await fillFields(page, { Name: 'Ada Lovelace', Email: 'ada@gmail.com', Message: 'The standalone CSP test says hello.' });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message!' })).toBeVisible({ timeout: 20_000 });
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the production policy lets the Firebase SDK through its connection sequence (shards, long polling, App Check), nothing else', async ({
  page,
}) => {
  // The policy a production build composes: a Firebase database, App Check on, a remote on its own host.
  const database = databaseContentSecurity('https://calchub-default-rtdb.firebaseio.com');
  const appCheck = appCheckContentSecurity({ FIREBASE_APPCHECK_SITE_KEY: 'site-key' });
  const policy = contentSecurityPolicy({
    inlineScripts: [],
    remoteOrigins: ['https://finance.calc.example'],
    needs: [
      {
        script: [...database.script, ...(appCheck.script ?? [])],
        connect: [...database.connect, ...(appCheck.connect ?? [])],
        frame: appCheck.frame,
      },
    ],
  });
  await page.route('https://calc.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><meta charset="utf-8" /><meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}" /><title>production policy</title>`,
    }),
  );
  // Requests the policy lets through fail here, after its check. (WebSockets are not routed: Playwright's routing
  // replaces the page's WebSocket, which would skip the policy; these names lead nowhere.)
  await page.route(/^https:\/\/(?!calc\.example\/$)/, (route) => route.abort());
  await page.goto('https://calc.example/');
  // What the SDK opens (ARCHITECTURE.md, "Firebase and the local database"): the database's WebSocket, the shard
  // it is redirected to, the long-polling scripts of both, App Check's token exchange and reCAPTCHA; then controls.
  const allowed = {
    socket: [
      'wss://calchub-default-rtdb.firebaseio.com/.ws?v=5&ns=calchub-default-rtdb',
      'wss://s-usc1a-nss-2034.firebaseio.com/.ws?v=5&ns=calchub-default-rtdb',
    ],
    script: [
      'https://calchub-default-rtdb.firebaseio.com/.lp?start=t&ser=1&cb=1&v=5&ns=calchub-default-rtdb',
      'https://s-usc1a-nss-2034.firebaseio.com/.lp?id=1&pw=x&ser=2&ns=calchub-default-rtdb',
      'https://www.google.com/recaptcha/enterprise.js?render=site-key',
      'https://www.gstatic.com/recaptcha/releases/x/recaptcha__en.js',
    ],
    fetch: ['https://content-firebaseappcheck.googleapis.com/v1/projects/p/apps/a:exchangeRecaptchaEnterpriseToken'],
  };
  const refused = {
    socket: ['wss://evil.example/.ws', 'wss://firebaseio.com.evil.example/.ws'],
    script: ['https://evil.example/x.js', 'https://s-1.firebaseio.com.evil.example/.lp'],
    fetch: ['https://evil.example/steal'],
  };
  const blocked = await page.evaluate(
    async ({ allowed, refused }) => {
      const hosts: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => hosts.push(new URL(event.blockedURI).host));
      for (const urls of [allowed, refused]) {
        for (const url of urls.socket) {
          try {
            new WebSocket(url).onerror = () => undefined;
          } catch {
            hosts.push(`${new URL(url).host} (thrown)`);
          }
        }
        for (const url of urls.script) {
          const script = document.createElement('script');
          script.src = url;
          document.head.append(script);
        }
        for (const url of urls.fetch) await fetch(url).catch(() => undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return [...new Set(hosts.map((host) => host.replace(' (thrown)', '')))].sort();
    },
    { allowed, refused },
  );
  expect(blocked).toEqual(['evil.example', 'firebaseio.com.evil.example', 's-1.firebaseio.com.evil.example']);
});

test('a remote entry that is not an https: address is refused: its card and the reason, and it never runs', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  // An attacker's catalogue (the file the page names, and the live one a failed load reads again): the finance remote
  // pointed at a data: script.
  await page.route(/\/site-catalog(\.[0-9a-f]{8})?\.json$/, async (route) => {
    const response = await route.fetch();
    const original = await response.text();
    const json = original.replace(
      /"entry": ?"http:\/\/localhost:\d+\/[^"]*remoteEntry\.js"/,
      '"entry":"data:text/javascript,window.pwned=true"',
    );
    expect(json).not.toBe(original);
    await route.fulfill({ response, body: json });
  });
  await page.goto('/sip-calculator');
  await expect(page.getByRole('alert').filter({ hasText: 'SIP Calculator is unavailable right now' })).toBeVisible({
    timeout: 15_000,
  });
  expect(messages.some((text) => text.includes('is not an https: address'))).toBe(true);
  expect(await page.evaluate(() => window.pwned)).toBeUndefined();
});

test('a remote entry that takes long: the page says it is still loading, then arrives', async ({ page }) => {
  await page.route(/\/remoteEntry\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    await route.continue();
  });
  const started = Date.now();
  // Not waiting for the load event: the page preloads the (delayed) entry, so the event comes only with it.
  await page.goto('/loan-calculator', { waitUntil: 'commit' });
  await expect(page.getByText('Loan Calculator is still loading.', { exact: false })).toBeVisible({ timeout: 6_500 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByLabel('Loan Amount', { exact: true })).toBeVisible({ timeout: 15_000 });
});

test("a page's chunk that does not come: still loading, and Retry brings the page once it answers", async ({ page }) => {
  let hang = true;
  const pending: (() => void)[] = [];
  await page.route(/__federation_expose_gratuity_calculator\.[0-9a-f]{8}\.js$/, async (route) => {
    if (!hang) return route.continue();
    await new Promise<void>((resolve) => pending.push(resolve));
    await route.abort('timedout');
  });
  await page.goto('/gratuity-calculator', { waitUntil: 'commit' });
  await expect(page.getByText('Gratuity Calculator is still loading.', { exact: false })).toBeVisible({ timeout: 7_000 });
  hang = false;
  for (const release of pending.splice(0)) release();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByLabel('Last Drawn Salary (Basic + DA)', { exact: true })).toBeVisible({ timeout: 15_000 });
});

test('in development, a remotes.json that never answers ends in words and a Retry within about 10 s', async ({ page }) => {
  // The shell's own build, without a composed catalogue: it composes the site itself from remotes.json.
  expect(fs.existsSync(path.join(DIST.shell, 'index.html'))).toBe(true);
  const shell = await startStaticServer({ dir: DIST.shell, port: 0, spa: true });
  try {
    await page.route('**/remotes.json', () => new Promise(() => {}));
    await page.goto(shell.url);
    await expect(page.getByRole('heading', { name: 'The site could not be loaded' })).toBeVisible({ timeout: 13_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  } finally {
    await shell.close();
  }
});
