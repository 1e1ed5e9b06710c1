/*
 * Releasing one package of the site, the way a category team does it, against the release store that `npm start`
 * serves (store/). Its command line is cli.ts (`npm run release`, `npm run rollback`, `npm run release:repair`).
 *
 * One release at a time per store: each takes releases/release.lock (naming its holder; a dead holder's lock is
 * taken over, a live one waited for, then refused), builds in a folder of its own, and first repairs what a killed
 * one left (a site composed from other pointers than the live ones, leftover folders).
 *
 * A release builds the package (or takes --from DIR), publishes it as a new immutable version, then checks the
 * candidate against what is live: compatibility with the live shell (or of a new shell with the live remotes),
 * its exposed modules against its page list, composing without losing a page, and a smoke test of each of its
 * pages inside the composed site in headless Chromium. Only then it switches the pointer (remotes.json, or
 * shell.json) atomically, recomposes the site (recompose.ts) and keeps a history; old versions stay published (the newest five).
 * A failed check changes nothing live, says why and exits non-zero. A rollback points the package back to the
 * version that was live before, after the same compatibility check, and recomposes.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../site-config.cjs';
import { SITE_PACKAGES } from '../site-packages.cjs';
import { compatibilityProblems, pageListsOf, sharedPiecesReport, vanishedPaths } from './checks';
import { defaultSiteUrl, recompose } from './recompose';
import { smokeTest } from './smoke';
import { LockHeld, PointerError, ReleaseStore, distOf, federationName, type PackageName } from './store';

/** The team's own tests of a candidate: unit tests, and browser tests against the composed candidate site. */
export type TeamTests = (pkg: PackageName, candidateSite: string | null, log: (line: string) => void) => Promise<string[]>;

export interface ReleaseOptions {
  store?: ReleaseStore;
  /** Take this build instead of building the package. */
  from?: string;
  build?: boolean;
  log?: (line: string) => void;
  /** How long to wait for another release holding the lock before refusing (default ten minutes). */
  lockWaitMs?: number;
  /** Skip the team's own tests (an emergency: printed loudly). */
  skipTests?: boolean;
  /** The team's tests (default: its jest tests, then its browser tests against the candidate; team-tests.ts). */
  teamTests?: TeamTests;
  /** The smoke test (default: every page of the candidate in headless Chromium; smoke.ts). */
  smoke?: typeof smokeTest;
  /** The site's public address (default SITE_URL, else the local shell's port, SHELL_PORT). */
  siteUrl?: string;
  /** Why nothing answers at a remote's origin, or null (default: an HTTP request to it; answerOf). */
  probeOrigin?: (origin: string) => Promise<string | null>;
}

/**
 * Whether a remote's host answers at all (any HTTP status: its site exists). The pointer must never name an origin
 * nothing serves: the composed pages would preload an entry from nowhere, and every page of the remote would fail.
 */
export async function answerOf(origin: string): Promise<string | null> {
  try {
    await fetch(`${origin}/`, { method: 'HEAD', signal: AbortSignal.timeout(5_000), redirect: 'manual' });
    return null;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    return `nothing answers at ${origin} (${cause})`;
  }
}

export class ReleaseRefused extends Error {}

/** Builds a package into a folder of its own (BUILD_DIST: webpack.common.ts), never into the shared dist/. */
function build(pkg: PackageName, log: (line: string) => void): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `release-build-${process.pid}-`));
  const dir = SITE_PACKAGES.find((candidate) => candidate.name === pkg)?.dir ?? pkg;
  log(`building ${pkg} (into ${out})…`);
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'], {
    cwd: path.join(ROOT, dir),
    env: { ...process.env, BUILD_DIST: out },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return out;
}

/**
 * Makes the store whole before anything else: removes what killed releases left, and recomposes the site if it
 * was composed from other pointers than the live ones (a release killed between its switch and its compose).
 * An unreadable pointer is not guessed at: it names the file, the fault and the repair command.
 */
export async function repairSite(store: ReleaseStore, log: (line: string) => void, siteUrl = defaultSiteUrl()) {
  const removed = store.cleanLeftovers();
  if (removed.length > 0) log(`removed what interrupted releases left: ${removed.join(', ')}`);
  const disagreement = store.siteDisagreement();
  if (disagreement) {
    log(`the served site is not what the pointers name (${disagreement}): recomposing it…`);
    await recompose(store, siteUrl, { strict: true });
  }
  return { removed, recomposed: Boolean(disagreement) };
}

/** Runs `work` holding the store's release lock (refused with ReleaseRefused if another release keeps it). */
export async function locked<T>(
  store: ReleaseStore,
  command: string,
  options: ReleaseOptions,
  work: () => Promise<T>,
): Promise<T> {
  let unlock: () => void;
  try {
    unlock = await store.lock(command, { waitMs: options.lockWaitMs, log: options.log ?? console.log });
  } catch (error) {
    if (error instanceof LockHeld) throw new ReleaseRefused((error as Error).message);
    throw error;
  }
  try {
    return await work();
  } catch (error) {
    // An unreadable pointer refuses the release, naming the file, the fault and the repair.
    if (error instanceof PointerError) throw new ReleaseRefused((error as Error).message);
    throw error;
  } finally {
    unlock();
  }
}

export async function release(pkg: PackageName, options: ReleaseOptions = {}) {
  const store = options.store ?? new ReleaseStore();
  const log = options.log ?? console.log;
  const siteUrl = options.siteUrl ?? defaultSiteUrl();
  return locked(store, `npm run release -- ${pkg}`, options, async () => {
    const started = Date.now();
    await repairSite(store, log, siteUrl);
    const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
    const built = !options.from && options.build !== false ? build(pkg, log) : null;
    if (built) log(`  built in ${seconds(started)}`);
    try {
      const { version, existed } = store.publish(pkg, options.from ?? built ?? distOf(pkg));
      log(`${existed ? 'already published' : 'published'}: ${pkg} ${version}`);
      const live = store.liveVersion(pkg);
      if (live === version) {
        log(`${pkg} ${version} is already live: nothing to switch`);
        return { version, switched: false, seconds: (Date.now() - started) / 1000 };
      }
      const checking = Date.now();
      const problems = await candidateProblems(store, pkg, version, options, log);
      log(`  checks, tests and smoke test: ${seconds(checking)}`);
      if (problems.length > 0) {
        // A refused build does not stay in the store (nor count toward the versions kept).
        if (!existed) store.unpublish(pkg, version);
        throw new ReleaseRefused(`${pkg} ${version} was not released (nothing live changed):\n- ${problems.join('\n- ')}`);
      }
      const switching = Date.now();
      store.switchTo(pkg, version, 'release');
      await recompose(store, siteUrl);
      log(`  switched and recomposed (prerendered) in ${seconds(switching)}`);
      const removed = store.prune(pkg);
      log(
        `live: ${pkg} ${version} (was ${live ?? 'none'})${removed.length ? `; removed old versions ${removed.join(', ')}` : ''}, ${seconds(started)} in all`,
      );
      return { version, switched: true, seconds: (Date.now() - started) / 1000 };
    } finally {
      if (built) fs.rmSync(built, { recursive: true, force: true });
    }
  });
}

/** Everything that refuses a candidate, in order: compatibility, vanished pages, the team's tests, the smoke test. */
async function candidateProblems(
  store: ReleaseStore,
  pkg: PackageName,
  version: string,
  options: ReleaseOptions,
  log: (line: string) => void,
): Promise<string[]> {
  const candidateRemotes = store.remotesWith(pkg, version);
  const problems = compatibilityProblems(store, pkg, version, candidateRemotes);
  // The shared pieces (design tokens, icons) it carries that the live site does not: tokens refuse, the rest is said.
  const pieces = sharedPiecesReport(store, pkg, version);
  for (const note of pieces.notes) log(`shared pieces: ${note}`);
  problems.push(...pieces.problems);
  if (problems.length > 0) return problems;
  if (pkg !== 'shell') {
    const entry = candidateRemotes[federationName(pkg)];
    const origin = /^https?:\/\//.test(entry) ? new URL(entry).origin : null;
    const silent = origin ? await (options.probeOrigin ?? answerOf)(origin) : `its entry ${entry} has no host`;
    if (silent) {
      const variable = `RELEASE_ORIGIN_${federationName(pkg).toUpperCase()}`;
      return [
        `${silent}: the pointer would name a host that serves nothing. Locally, run \`npm start\` (it serves every remote); in production, deploy ${pkg}'s hosting site once and set ${variable} to its address.`,
      ];
    }
  }
  problems.push(...vanishedPaths(pageListsOf(store, store.liveRemotes()), pageListsOf(store, candidateRemotes)));
  if (problems.length > 0) return problems;
  log('compatible with what is live; smoke test of its pages in the composed site…');
  const smoke = options.smoke ?? smokeTest;
  const skip = options.skipTests ?? false;
  if (skip) {
    log(
      `\n${'!'.repeat(72)}\n!! --skip-tests: ${pkg}'s own unit and browser tests were NOT run (emergencies only)\n${'!'.repeat(72)}\n`,
    );
  }
  // Inside a test runner's worker (a browser test that releases), the team's suites are not started again from
  // within it (they would run the runner inside itself); such a test passes its own `teamTests` if it wants them.
  const nested = !options.teamTests && Boolean(process.env.TEST_WORKER_INDEX ?? process.env.JEST_WORKER_ID);
  if (nested && !skip) log(`  (inside a test run: ${pkg}'s own suites are not started from it)`);
  const result = await smoke(store, pkg, version, candidateRemotes, async (siteUrl) => {
    if (skip || nested) return [];
    const { teamTests } = options.teamTests ? { teamTests: options.teamTests } : await import('./team-tests');
    return teamTests(pkg, siteUrl, log);
  });
  if (result.problems.length === 0) log(`  opened ${result.checked.join(', ')}`);
  return result.problems;
}

export async function rollback(pkg: PackageName, options: Pick<ReleaseOptions, 'store' | 'log' | 'lockWaitMs' | 'siteUrl'> = {}) {
  const store = options.store ?? new ReleaseStore();
  const log = options.log ?? console.log;
  const siteUrl = options.siteUrl ?? defaultSiteUrl();
  return locked(store, `npm run rollback -- ${pkg}`, options, async () => {
    await repairSite(store, log, siteUrl);
    const live = store.liveVersion(pkg);
    const previous = store.previousVersion(pkg);
    if (!previous) throw new ReleaseRefused(`${pkg} has no earlier version to go back to (live: ${live ?? 'none'})`);
    const problems = compatibilityProblems(store, pkg, previous, store.remotesWith(pkg, previous));
    if (problems.length > 0) throw new ReleaseRefused(`${pkg} was not rolled back to ${previous}:\n- ${problems.join('\n- ')}`);
    // A rollback is how a bad release is undone at once: shared pieces that differ are said, never a reason to refuse.
    const pieces = sharedPiecesReport(store, pkg, previous);
    for (const note of [...pieces.problems, ...pieces.notes]) log(`shared pieces: ${note}`);
    store.switchTo(pkg, previous, 'rollback');
    await recompose(store, siteUrl);
    log(`live: ${pkg} ${previous} (rolled back from ${live})`);
    return { version: previous };
  });
}

/** `npm run release:repair`: restores unreadable pointers from the served site (else the history), then recomposes. */
export async function repair(options: Pick<ReleaseOptions, 'store' | 'log' | 'lockWaitMs' | 'siteUrl'> = {}) {
  const store = options.store ?? new ReleaseStore();
  const log = options.log ?? console.log;
  return locked(store, 'npm run release:repair', options, async () => {
    for (const line of store.repairPointers()) log(line);
    store.cleanLeftovers();
    const catalog = await recompose(store, options.siteUrl ?? defaultSiteUrl(), { strict: true });
    log(`composed the live site: ${catalog.pages.length + 1} pages`);
    return catalog;
  });
}
