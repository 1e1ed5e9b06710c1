/*
 * The main thread of a first visit, task by task (part of `npm run bench`; alone, against a site already served:
 * `node scripts/bench-long-tasks.mjs [http://localhost:3000] [/route …]`).
 *
 * Each route is opened in a fresh browser context (nothing cached, nothing compiled) with a trace recording every
 * task of the page's main thread from its first contentful paint until the live page has taken over from the
 * prerendered one, and a second after. A task's length is its thread CPU time times 4: what it would take on a phone
 * 4x slower than this machine, as Lighthouse's mobile run counts it, but unmoved by whatever else this machine is
 * doing (wall-clock durations on a busy 2-core machine are not the page's). Budget: no task over 50 ms.
 */
import { chromium } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import siteConfig from './site-config.cjs';

const { CHROMIUM_PATH, CHROMIUM_ARGS } = siteConfig;
export const LONG_TASK_SLOWDOWN = 4;
export const LONG_TASK_BUDGET_MS = 50;

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'loading'];

/** The tasks of one first visit: their lengths at 4x (ms), the longest, and the blocking time they add up to. */
async function firstVisitTasks(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (message) => events.push(...message.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { enableThreadTimestamps: true, includedCategories: TRACE_CATEGORIES },
    });
    await page.goto(url, { waitUntil: 'load' });
    // A page with a prerendered first screen is ready once the live page has replaced it (shell/src/app/take-over.ts).
    await page.waitForFunction(() => 'takenOver' in document.documentElement.dataset, null, { timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(1_000);
    await cdp.send('Tracing.end');
    await complete;
    // The page's own renderer: the trace also holds Chromium's (an omnibox popup's WebUI page, parsed now and then
    // during a visit), whose tasks are not the page's.
    const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(url));
    if (!parse) throw new Error(`no page parsed at ${url}`);
    const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid)?.ts ?? 0;
    const tasks = events
      .filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === parse.pid && event.tid === parse.tid)
      .filter((task) => task.ts >= paint && typeof task.tdur === 'number')
      .map((task) => (task.tdur / 1000) * LONG_TASK_SLOWDOWN);
    const longestMs = Math.round(Math.max(0, ...tasks));
    const blockingMs = Math.round(tasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_BUDGET_MS), 0));
    const cpuMs = Math.round(tasks.reduce((sum, ms) => sum + ms, 0));
    return { longestMs, blockingMs, cpuMs, overBudget: tasks.filter((ms) => ms > LONG_TASK_BUDGET_MS).length };
  } finally {
    await context.close();
  }
}

/** Every route's first visit, `runs` times each: the median run by its longest task. */
export async function longTasksPerRoute(base, routes, runs = 3) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = {};
  try {
    for (const route of routes) {
      const visits = [];
      for (let run = 0; run < runs; run += 1) visits.push(await firstVisitTasks(browser, base + route));
      visits.sort((a, b) => a.longestMs - b.longestMs);
      rows[route] = visits[Math.floor(visits.length / 2)];
    }
  } finally {
    await browser.close();
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = process.argv[2] ?? `http://localhost:${siteConfig.PORTS.shell}`;
  let routes = process.argv.slice(3);
  if (routes.length === 0) {
    const catalog = await (await fetch(`${base}/site-catalog.json`)).json();
    routes = ['/', ...catalog.pages.map((page) => `/${page.path}`)];
  }
  const rows = await longTasksPerRoute(base, routes, Number(process.env.BENCH_RUNS ?? 3));
  for (const [route, row] of Object.entries(rows))
    console.log(
      `${route.padEnd(40)} longest ${String(row.longestMs).padStart(4)} ms  blocking ${row.blockingMs} ms  main thread ${row.cpuMs} ms`,
    );
}
