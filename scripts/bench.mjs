/*
 * `npm run bench`: builds the production site, serves it as `npm start` does (on ports 4100, 4101, …), and
 * prints what a visitor pays: JS (gzipped for the budget, and as sent) and requests per route, Lighthouse mobile scores
 * (median of 3 runs) of a first visit (a fresh browser profile each run) and of a repeat visit, a first visit's longest
 * main-thread tasks, each calculator function's time at its largest inputs, and each build's time. Also writes
 * bench/results.json so a change can be compared with the last run. A benchmark, not a test: it
 * prints figures and the budgets next to them, and never fails on a slow machine.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import siteConfig from './site-config.cjs';
import sitePackages from './site-packages.cjs';
import { serveSite } from './serve.mjs';
import { CALCULATE_BUDGET_MS, CPU_SLOWDOWN, calculateToPaint } from './bench-calculate.mjs';
import { startStaticServer } from './static-server.cjs';
import { SLOW_PHONE_HEADER, SLOW_PHONE_ROUTES, slowPhone, slowPhoneRows } from './bench-slow-phone.mjs';
import { timeStarts } from './bench-start.mjs';
import { LONG_TASK_BUDGET_MS, LONG_TASK_SLOWDOWN, longTasksPerRoute } from './bench-long-tasks.mjs';

const { ROOT } = siteConfig;
const { CHROMIUM_PATH: CHROMIUM, CHROMIUM_ARGS: FLAGS } = siteConfig;
// Ports of their own (each package's `npm start` port + 1100: 4100, 4101, …), so the bench runs beside `npm start`;
// SHELL_PORT etc. move them as they move it.
const PORTS = {
  ...Object.fromEntries(
    sitePackages.SITE_PACKAGES.map((pkg) => [pkg.federation, Number(process.env[pkg.portVariable] ?? pkg.port + 1100)]),
  ),
  database: Number(process.env.DATABASE_PORT ?? 4099),
};
// Every page of the composed site (read from the catalogue it serves), or BENCH_ROUTES=/,/sip-calculator,… for a few.
let ROUTES = [];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGETS = {
  homeJsKiB: 180,
  calculatorExtraKiB: 60,
  performance: 100,
  tbtMs: 50,
  lcpOverStatic: 1.1,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  functionMs: 1,
  freshStartSeconds: 60,
  secondStartSeconds: 15,
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function buildAll() {
  const times = {};
  for (const workspace of sitePackages.SITE_PACKAGES.map((pkg) => pkg.dir)) {
    // Each build alone, as a team releases it.
    const start = Date.now();
    execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: path.join(ROOT, workspace), stdio: 'ignore' });
    times[workspace] = Math.round((Date.now() - start) / 100) / 10;
  }
  return times;
}

async function transferPerRoute(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const rows = {};
  for (const route of ROUTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let requests = 0;
    const scripts = [];
    page.on('response', (response) => {
      requests += 1;
      if (response.url().endsWith('.js')) scripts.push(response);
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // The budget is in gzipped bytes; the server sends brotli where the browser takes it, which is smaller.
    let gzipped = 0;
    let sent = 0;
    for (const response of scripts) {
      gzipped += zlib.gzipSync(await response.body(), { level: 9 }).length;
      sent += Number(response.headers()['content-length'] ?? 0);
    }
    rows[route] = { jsKiB: kib(gzipped), sentKiB: kib(sent), requests };
    await context.close();
  }
  await browser.close();
  return rows;
}

/**
 * One Lighthouse run (mobile, simulated throttling): the scores and metrics the bench prints. `keepCache` leaves the
 * browser's cache as the last run left it (a repeat visit); otherwise Lighthouse clears the origin's storage first.
 */
async function lighthouseRun(url, port, keepCache = false) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableStorageReset: keepCache,
  });
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
  };
}

const medians = (runs) => Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));

/**
 * A browser with a profile of its own, made for `use` and thrown away after: a first-time visitor, with nothing
 * cached and no script compiled before (a profile kept between runs made every run after the first a repeat visit).
 */
async function withFreshBrowser(use) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, userDataDir });
  try {
    return await use(chrome.port);
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse on every route, RUNS times: a first visit in a fresh browser, then the same page again in that browser
 * (a repeat visit), and the same page as static HTML (its scripts removed: the floor of what its first paint can
 * cost) in another fresh browser. Alternating in the same runs, so all three meet the same load on the machine.
 */
async function lighthousePerRoute(base, staticBase) {
  const rows = {};
  for (const route of ROUTES) {
    const first = [];
    const repeat = [];
    const still = [];
    for (let i = 0; i < RUNS; i += 1) {
      await withFreshBrowser(async (port) => {
        first.push(await lighthouseRun(base + route, port));
        repeat.push(await lighthouseRun(base + route, port, true));
      });
      still.push(await withFreshBrowser((port) => lighthouseRun(staticBase + route, port)));
    }
    const row = medians(first);
    const floor = medians(still);
    rows[route] = {
      ...row,
      staticFcpMs: floor.fcpMs,
      staticLcpMs: floor.lcpMs,
      staticPerformance: floor.performance,
      lcpOverStatic: Math.round((row.lcpMs / floor.lcpMs) * 100) / 100,
      repeat: medians(repeat),
    };
  }
  return rows;
}

/**
 * The composed site's pages as plain static HTML: every <script> (and script preload) removed, the prerendered
 * markup and its inlined styles kept; served by the same server (compressed the same way) on a free port.
 */
async function serveStaticCopy(siteDir) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-static-'));
  for (const name of fs.readdirSync(siteDir)) {
    const file = path.join(siteDir, name);
    if (!fs.statSync(file).isFile()) continue;
    if (name.endsWith('.html')) {
      const html = fs
        .readFileSync(file, 'utf8')
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
        .replace(/<link\b[^>]*\bas=("script"|script)[^>]*>/gi, '');
      fs.writeFileSync(path.join(dir, name), html);
    } else if (!name.endsWith('.js')) fs.copyFileSync(file, path.join(dir, name));
  }
  const server = await startStaticServer({ dir, port: 0, spa: true });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function functionTimings() {
  const result = spawnSync(process.execPath, ['-r', 'ts-node/register', path.join(ROOT, 'scripts', 'bench-functions.ts')], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, TS_NODE_TRANSPILE_ONLY: 'true' },
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

/**
 * A release of the finance remote against the bench's live store, as `npm run release -- mfe-finance` does it: the
 * next release built by `npm run build:fixtures` (its SIP page differs) is published, checked, smoke-tested, switched
 * to and composed. Its build is timed as the bench's own build of mfe-finance (the same webpack run). The release
 * runs beside this process, never blocking it: this process serves the remotes the release checks (a blocked one
 * answered nothing, and the release was refused for a host that "serves nothing").
 */
function runAside(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

async function releaseOneRemote(releasesDir, buildSeconds) {
  const next = path.join(ROOT, 'e2e', 'fixtures', '.build', 'mfe-finance-next', 'dist');
  // Built again every run: a next release built from an older checkout lacks today's pages, and the release is refused.
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-fixtures.mjs')], { cwd: ROOT, stdio: 'ignore' });
  const start = Date.now();
  const run = await runAside(
    process.execPath,
    // The team's own tests are left out (--skip-tests): they are the team's, not what the release path costs.
    [
      '-r',
      'ts-node/register/transpile-only',
      path.join(ROOT, 'scripts', 'release', 'cli.ts'),
      'release',
      'mfe-finance',
      '--from',
      next,
      '--skip-tests',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: releasesDir, SITE_URL: `http://localhost:${PORTS.shell}` },
    },
  );
  // A release that fails is a figure to print (with its reason), not a reason to lose the rest of the bench.
  if (run.status !== 0) {
    const reason = `${run.stderr ?? ''}${run.stdout ?? ''}`.trim().split('\n').slice(-12).join('\n');
    console.error(`The bench's release of mfe-finance failed (exit ${run.status}):\n${reason}`);
    return { buildSeconds, releaseSeconds: NaN, totalSeconds: NaN, failed: reason };
  }
  const releaseSeconds = Math.round((Date.now() - start) / 100) / 10;
  return { buildSeconds, releaseSeconds, totalSeconds: Math.round((buildSeconds + releaseSeconds) * 10) / 10 };
}

/**
 * How composing and prerendering grow with the site: the live remotes composed again into a folder of their own,
 * then each page's first screen prerendered from the store's files, each timed, and per page of the site.
 */
async function composeAndPrerender(base, store, pages) {
  const remotesJson = await (await fetch(`${base}/remotes.json`)).text();
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-compose-'));
  try {
    let start = Date.now();
    await siteConfig.runCompose({ remotesJson, outDir: out, siteUrl: base, quiet: true });
    const composeSeconds = (Date.now() - start) / 1000;
    const origins = Object.entries(JSON.parse(remotesJson)).flatMap(([name, entry]) => {
      const pkg = sitePackages.SITE_PACKAGES.find((candidate) => candidate.federation === name);
      return pkg ? ['--origin', `${new URL(entry).origin}=${store.packageDir(pkg.name)}`] : [];
    });
    start = Date.now();
    execFileSync(
      process.execPath,
      ['-r', 'ts-node/register/transpile-only', path.join(ROOT, 'scripts', 'prerender.ts'), '--site', out, ...origins],
      { cwd: ROOT, stdio: 'ignore' },
    );
    const prerenderSeconds = (Date.now() - start) / 1000;
    const round = (value) => Math.round(value * 100) / 100;
    return {
      pages,
      composeSeconds: round(composeSeconds),
      prerenderSeconds: round(prerenderSeconds),
      composePerPage: round(composeSeconds / pages),
      prerenderPerPage: round(prerenderSeconds / pages),
    };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** What this run printed, as Markdown: written to bench/results.md, which the docs link to (never pasted into them). */
const report = [];

function table(title, header, rows) {
  const widths = header.map((cell, index) => Math.max(String(cell).length, ...rows.map((row) => String(row[index]).length)));
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  const cells = (values) => `| ${values.map((value) => String(value).replaceAll('|', '\\|')).join(' | ')} |`;
  report.push(`## ${title}`, '', cells(header), cells(header.map(() => '---')), ...rows.map(cells), '');
}

// First, on a machine doing nothing else: `npm start` from nothing, then again (BENCH_START=0 leaves it out).
const starts =
  process.env.BENCH_START === '0' ? null : (console.log('Timing npm start (from nothing, then again)…'), await timeStarts());
console.log('Building the four production builds…');
const buildSeconds = buildAll();
const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-releases-'));
const site = await serveSite({
  ports: PORTS,
  database: false,
  log: () => {},
  releasesDir,
});
try {
  const base = `http://localhost:${PORTS.shell}`;
  const catalog = await (await fetch(`${base}/site-catalog.json`)).json();
  ROUTES = process.env.BENCH_ROUTES
    ? process.env.BENCH_ROUTES.split(',')
    : ['/', ...catalog.pages.map((page) => `/${page.path}`)];
  console.log('Measuring transfers, Lighthouse (mobile, median of %d), and functions…', RUNS);
  const transfer = await transferPerRoute(base);
  const staticSite = await serveStaticCopy(site.store.siteDir);
  let scores;
  try {
    scores = await lighthousePerRoute(base, staticSite.url);
  } finally {
    await staticSite.close();
  }
  const longTasks = await longTasksPerRoute(base, ROUTES, RUNS);
  const functions = functionTimings();
  const calculate = await calculateToPaint(base, ROUTES);
  // Slow 3G at 4x CPU on a phone: the default routes, or those of BENCH_ROUTES it has fields for.
  const slowRoutes = process.env.BENCH_ROUTES
    ? ROUTES.filter((route) => route in SLOW_PHONE_ROUTES)
    : Object.keys(SLOW_PHONE_ROUTES);
  const slowPhoneResults = await slowPhone(base, slowRoutes);
  const growth = await composeAndPrerender(base, site.store, catalog.pages.length + 1);
  const releaseTiming = await releaseOneRemote(releasesDir, buildSeconds['mfe-finance']);
  // The last run's figures (bench/results.json before this run), per page of its site, to compare with.
  const previous = (() => {
    try {
      return JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'results.json'), 'utf8'));
    } catch {
      return null;
    }
  })();

  table(
    `Per route, a first visit (a fresh browser profile each run; Lighthouse mobile, median of ${RUNS}; JS gzipped, and as sent in brotli)`,
    ['route', 'JS KiB gz', 'sent KiB br', 'requests', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
    ROUTES.map((route) => [
      route,
      transfer[route].jsKiB,
      transfer[route].sentKiB,
      transfer[route].requests,
      scores[route].performance,
      scores[route].accessibility,
      scores[route].bestPractices,
      scores[route].seo,
      scores[route].fcpMs,
      scores[route].lcpMs,
      scores[route].tbtMs,
      scores[route].cls,
    ]),
  );
  table(
    `A repeat visit (the same page again in the same browser, its cache kept; Lighthouse mobile, median of ${RUNS})`,
    ['route', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
    ROUTES.map((route) => {
      const repeat = scores[route].repeat;
      return [route, repeat.performance, repeat.fcpMs, repeat.lcpMs, repeat.tbtMs, repeat.cls];
    }),
  );
  table(
    `A first visit's main thread, from the first paint until the live page has taken over: its tasks' CPU time x${LONG_TASK_SLOWDOWN} (median of ${RUNS}; budget: no task over ${LONG_TASK_BUDGET_MS} ms)`,
    ['route', 'longest task ms', 'tasks over budget', 'blocking ms', 'main thread ms'],
    ROUTES.map((route) => [
      route,
      longTasks[route].longestMs,
      longTasks[route].overBudget,
      longTasks[route].blockingMs,
      longTasks[route].cpuMs,
    ]),
  );
  table(
    'First paint: the live page against the same page as static HTML (no scripts), in the same runs',
    ['route', 'live FCP ms', 'live LCP ms', 'static LCP ms', 'LCP ratio', 'TBT ms', 'perf', 'static perf', 'CLS'],
    ROUTES.map((route) => [
      route,
      scores[route].fcpMs,
      scores[route].lcpMs,
      scores[route].staticLcpMs,
      scores[route].lcpOverStatic,
      scores[route].tbtMs,
      scores[route].performance,
      scores[route].staticPerformance,
      scores[route].cls,
    ]),
  );
  table(
    'Calculator functions at their largest bounded inputs',
    ['function', 'median ms/call', 'calls'],
    Object.entries(functions).map(([name, timing]) => [name, timing.medianMs.toFixed(4), timing.calls]),
  );
  table(
    `Calculate to results painted, at its largest bounded inputs, CPU ${CPU_SLOWDOWN}x slower (median of 5 presses)`,
    ['route', 'median ms', 'max ms'],
    Object.entries(calculate).map(([route, row]) => [
      route,
      row.refused ? 'refused' : row.medianMs,
      row.refused ? '' : row.maxMs,
    ]),
  );
  table(
    'Slow 3G (400 ms, 400 kbit/s) at 4x CPU on a phone (375 px): first visit, then a repeat visit with the service worker',
    SLOW_PHONE_HEADER,
    slowPhoneRows(slowPhoneResults),
  );
  table('Production build time', ['build', 'seconds'], Object.entries(buildSeconds));
  if (starts)
    table(
      `npm start until the site answers (budgets: ${BUDGETS.freshStartSeconds} s from nothing, ${BUDGETS.secondStartSeconds} s again)`,
      ['start', 'seconds'],
      [
        ['from nothing (no webpack cache, no release store)', starts.freshSeconds],
        ['again, nothing changed', starts.secondSeconds],
      ],
    );
  table(
    'Releasing one remote (mfe-finance), end to end',
    ['step', 'seconds'],
    [
      ['build (webpack, production)', releaseTiming.buildSeconds],
      ['publish, checks, smoke test of every page in Chromium, switch, recompose', releaseTiming.releaseSeconds],
      ['total', releaseTiming.totalSeconds],
    ],
  );
  const previousPages = previous?.growth?.pages ?? (previous ? Object.keys(previous.transfer ?? {}).length : 0);
  const perPage = (seconds, pages) => (pages ? Math.round((seconds / pages) * 100) / 100 : '');
  const releasePerPage = perPage(releaseTiming.releaseSeconds, growth.pages);
  const previousReleasePerPage = previous ? perPage(previous.release?.releaseSeconds ?? 0, previousPages) : '';
  table(
    `Compose, prerender and release as the site grows (${growth.pages} pages; per page, against the last run's ${previousPages || '?'} pages; budget 1.5x per page)`,
    ['step', 'seconds', 'per page', 'last run per page', 'ratio'],
    [
      ['compose', growth.composeSeconds, growth.composePerPage, previous?.growth?.composePerPage ?? '', ''],
      ['prerender', growth.prerenderSeconds, growth.prerenderPerPage, previous?.growth?.prerenderPerPage ?? '', ''],
      [
        'release (publish, checks, smoke test, switch, recompose with prerender)',
        releaseTiming.releaseSeconds,
        releasePerPage,
        previousReleasePerPage,
        previousReleasePerPage ? Math.round((releasePerPage / previousReleasePerPage) * 100) / 100 : '',
      ],
    ].map((row) => (row[4] === '' && row[3] !== '' ? [...row.slice(0, 4), Math.round((row[2] / row[3]) * 100) / 100] : row)),
  );
  // BENCH_ROUTES may leave '/' out: the extra of a page is then counted from the smallest route measured.
  const home = (transfer['/'] ?? Object.values(transfer).reduce((least, row) => (row.jsKiB < least.jsKiB ? row : least))).jsKiB;
  const extra = Math.max(...ROUTES.filter((route) => route !== '/').map((route) => transfer[route].jsKiB - home));
  const budgetsLine =
    `Budgets: / JS ${home} KiB (≤ ${BUDGETS.homeJsKiB}); a page adds at most ${Math.round(extra * 10) / 10} KiB (≤ ${BUDGETS.calculatorExtraKiB}); ` +
    `performance ≥ ${BUDGETS.performance}, accessibility/best practices/SEO = 100, CLS = 0, functions < ${BUDGETS.functionMs} ms ` +
    `(the sky's searches: their pages' Calculate below); ` +
    `every route's LCP ≤ ${BUDGETS.lcpOverStatic}× its static HTML's (at most ${Math.max(...ROUTES.map((route) => scores[route].lcpOverStatic))}×), ` +
    `TBT ≤ ${BUDGETS.tbtMs} ms on a first visit (at most ${Math.max(...ROUTES.map((route) => scores[route].tbtMs))}; ` +
    `${Math.max(...ROUTES.map((route) => scores[route].repeat.tbtMs))} on a repeat visit); ` +
    `no task over ${LONG_TASK_BUDGET_MS} ms at ${LONG_TASK_SLOWDOWN}x (longest ${Math.max(...ROUTES.map((route) => longTasks[route].longestMs))} ms); ` +
    `Calculate painted within ${CALCULATE_BUDGET_MS} ms at ${CPU_SLOWDOWN}x (median at most ${Math.max(0, ...Object.values(calculate).map((row) => row.medianMs ?? 0))} ms).`;
  console.log(`\n${budgetsLine}`);

  fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    runs: RUNS,
    budgets: BUDGETS,
    transfer,
    lighthouse: scores,
    longTasks,
    functions,
    calculate,
    slowPhone: slowPhoneResults,
    buildSeconds,
    ...(starts ? { start: starts } : {}),
    release: releaseTiming,
    growth,
  };
  fs.writeFileSync(path.join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  fs.writeFileSync(
    path.join(ROOT, 'bench', 'results.md'),
    [
      '# What `npm run bench` printed',
      '',
      `Written by \`scripts/bench.mjs\` on ${results.date} (${machine}; Lighthouse runs per route: ${RUNS}${process.env.BENCH_ROUTES ? `; routes: ${ROUTES.join(', ')}` : ''}). Do not edit: run the bench again.`,
      '',
      budgetsLine,
      '',
      ...report,
    ].join('\n'),
  );
  console.log('Written: bench/results.json and bench/results.md');
} finally {
  await site.close();
  fs.rmSync(releasesDir, { recursive: true, force: true });
}
