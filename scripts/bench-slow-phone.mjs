/*
 * The bench's slow phone (`npm run bench`, or alone against a served site:
 * `node scripts/bench-slow-phone.mjs http://localhost:4800 /sip-calculator,/fd-calculator`): Slow 3G (400 ms latency,
 * 400 kbit/s each way) and a CPU 4x slower, on a 375 px screen, over the DevTools protocol. Per route, in a fresh
 * profile: the time to the first screen (FCP, and the first field visible), the time until Calculate answers (fields
 * filled and Calculate pressed as soon as they appear, until the result figure shows, from the navigation's start),
 * then, once the service worker controls the page, a repeat visit (its LCP) and whether the page opens offline.
 */
import { chromium } from '@playwright/test';
import siteConfig from './site-config.cjs';

export const SLOW_PHONE = { latencyMs: 400, bytesPerSecond: 51_200, cpuSlowdown: 4, width: 375 };
export const SLOW_PHONE_BUDGETS = { firstScreenMs: 1500, calculateAnsweredMs: 6000, repeatLcpMs: 500 };

/** The routes measured by default, with the fields filled (by label) and the result that answers. */
export const SLOW_PHONE_ROUTES = {
  '/sip-calculator': {
    fields: { 'Monthly SIP Amount': '5000', 'Annual Interest Rate (%)': '12', 'Investment Duration (Years)': '10' },
    result: 'Maturity Amount',
  },
  '/fd-calculator': {
    fields: { 'Deposit Amount': '100000', 'Annual Interest Rate (%)': '7', 'Tenure (Years)': '5' },
    result: 'Maturity Amount',
  },
  '/': { fields: null, result: null },
};

const round = (value) => (value == null ? null : Math.round(value));

async function throttled(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.bytesPerSecond,
    uploadThroughput: SLOW_PHONE.bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  return cdp;
}

const paintOf = (page, name) => page.evaluate((entry) => performance.getEntriesByName(entry)[0]?.startTime ?? null, name);

function largestPaint(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(last), 500);
      }),
  );
}

async function measureRoute(browser, base, route, spec) {
  const context = await browser.newContext({
    viewport: { width: SLOW_PHONE.width, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await throttled(context, page);
    await page.goto(`${base}${route}`, { waitUntil: 'commit', timeout: 60_000 });
    let fieldsVisibleMs = null;
    let calculateAnsweredMs = null;
    if (spec.fields) {
      const labels = Object.keys(spec.fields);
      await page.getByLabel(labels[0], { exact: true }).waitFor({ timeout: 60_000 });
      fieldsVisibleMs = await page.evaluate(() => performance.now());
      for (const [label, value] of Object.entries(spec.fields)) await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      // Read afresh each frame: the snapshot's result is replaced by the live page's at the takeover.
      await page.waitForFunction(
        (label) =>
          Array.from(document.querySelectorAll('#root dt')).some(
            (term) =>
              term.textContent.replace(/:$/, '').trim() === label && /[1-9]/.test(term.nextElementSibling?.textContent ?? ''),
          ),
        spec.result,
        { timeout: 60_000, polling: 'raf' },
      );
      calculateAnsweredMs = await page.evaluate(() => performance.now());
    } else {
      await page.waitForLoadState('load', { timeout: 60_000 });
    }
    const fcpMs = await paintOf(page, 'first-contentful-paint');
    // The worker installs (its precache over the same slow network) and takes control.
    const controlled = await page
      .waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 240_000 })
      .then(() => true)
      .catch(() => false);
    let repeatLcpMs = null;
    let worksOffline = false;
    if (controlled) {
      await page.goto(`${base}${route}`, { waitUntil: 'load', timeout: 60_000 });
      repeatLcpMs = await largestPaint(page);
      await context.setOffline(true);
      worksOffline = await page
        .goto(`${base}${route}`, { waitUntil: 'load', timeout: 30_000 })
        .then(() =>
          page.waitForFunction(() => document.querySelector('[data-page-state="ready"]') !== null, null, { timeout: 30_000 }),
        )
        .then(() => true)
        .catch(() => false);
    }
    return {
      firstScreenMs: round(fieldsVisibleMs ?? fcpMs),
      fcpMs: round(fcpMs),
      fieldsVisibleMs: round(fieldsVisibleMs),
      calculateAnsweredMs: round(calculateAnsweredMs),
      controlled,
      repeatLcpMs: round(repeatLcpMs),
      worksOffline,
    };
  } finally {
    await context.close();
  }
}

/** Each route measured in a fresh profile, one after another. */
export async function slowPhone(base, routes = Object.keys(SLOW_PHONE_ROUTES)) {
  const browser = await chromium.launch({ executablePath: siteConfig.CHROMIUM_PATH, args: siteConfig.CHROMIUM_ARGS });
  const results = {};
  try {
    for (const route of routes) {
      const spec = SLOW_PHONE_ROUTES[route] ?? { fields: null, result: null };
      try {
        results[route] = await measureRoute(browser, base, route, spec);
      } catch (error) {
        results[route] = { error: error.message.split('\n')[0] };
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The rows of the bench's table, budgets beside the figures. */
export function slowPhoneRows(results) {
  const b = SLOW_PHONE_BUDGETS;
  return Object.entries(results).map(([route, row]) =>
    row.error
      ? [route, row.error, '', '', '', '']
      : [
          route,
          `${row.firstScreenMs} (≤ ${b.firstScreenMs})`,
          row.fcpMs,
          row.calculateAnsweredMs == null ? '' : `${row.calculateAnsweredMs} (≤ ${b.calculateAnsweredMs})`,
          row.repeatLcpMs == null ? 'no worker' : `${row.repeatLcpMs} (≤ ${b.repeatLcpMs})`,
          row.worksOffline ? 'yes' : 'no',
        ],
  );
}

export const SLOW_PHONE_HEADER = [
  'route',
  'first screen ms',
  'FCP ms',
  'Calculate answered ms',
  'repeat visit LCP ms',
  'offline',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, routes] = process.argv.slice(2);
  const results = await slowPhone(base, routes ? routes.split(',') : undefined);
  console.log(SLOW_PHONE_HEADER.join(' | '));
  for (const row of slowPhoneRows(results)) console.log(row.join(' | '));
  console.log(JSON.stringify(results, null, 2));
}
