/*
 * Releasing one package of the site, the way a category team does it, against the release store that `npm start`
 * serves (scripts/release/store.ts):
 *
 *   npm run release -- <package> [--no-build] [--from DIR]     (shell, mfe-finance, …: scripts/site-packages.cjs)
 *   npm run rollback -- <package>
 *   (ts-node scripts/release.ts recompose: rewrite the live site from the pointers, as `npm start` does)
 *
 * A release builds the package (or takes --from DIR), publishes it as a new immutable version, then checks the
 * candidate against what is live: compatibility with the live shell (or of a new shell with the live remotes),
 * its exposed modules against its page list, composing without losing a page, and a smoke test of each of its
 * pages inside the composed site in headless Chromium. Only then it switches the pointer (remotes.json, or
 * shell.json) atomically, recomposes the site (prerendering its pages: scripts/prerender.ts) and keeps a history; old versions stay published (the newest five).
 * A failed check changes nothing live, says why and exits non-zero. A rollback points the package back to the
 * version that was live before, after the same compatibility check, and recomposes.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pageListUrl } from '../shared/src/site';
import { composeSite } from './compose';
import { prerenderSite } from './prerender';
import { ROOT } from './site-config.cjs';
import { compatibilityProblems } from './release/checks';
import { smokeTest } from './release/smoke';
import { PACKAGES, ReleaseStore, distOf, packageOf, versionOfEntry, type PackageName } from './release/store.cjs';

export interface ReleaseOptions {
  store?: ReleaseStore;
  /** Take this build instead of building the package. */
  from?: string;
  build?: boolean;
  log?: (line: string) => void;
}

export class ReleaseRefused extends Error {}

/** Writes the live site (releases/site) from the live shell and remotes.json, older shell scripts included. */
export async function recompose(store: ReleaseStore, siteUrl = process.env.SITE_URL ?? 'http://localhost:3000') {
  const shellVersion = store.liveShellVersion();
  if (!shellVersion) throw new Error('no shell is live');
  const remotes = store.liveRemotes();
  return composeSite({
    shellDir: store.versionDir('shell', shellVersion),
    olderShellDirs: store
      .versions('shell')
      .filter((version) => version !== shellVersion)
      .map((version) => store.versionDir('shell', version)),
    remotes,
    outDir: store.siteDir,
    siteUrl,
    // The store is on this disk: each page list is read from the version folder its remote's entry points into.
    readPageList: async (url) => {
      const name = Object.keys(remotes).find((candidate) => pageListUrl(remotes[candidate]) === url);
      const pkg = name && packageOf(name);
      const version = name && versionOfEntry(remotes[name]);
      if (!pkg || !version) throw new Error(`${url} is not in the release store`);
      return JSON.parse(fs.readFileSync(path.join(store.versionDir(pkg, version), 'pages.json'), 'utf8'));
    },
    // Each page's first screen into its HTML, rendered from the store's files (no server needed).
    finish: async (dir) => {
      if (process.env.PRERENDER === '0') return;
      const origins: Record<string, string> = {};
      for (const [name, entry] of Object.entries(remotes)) {
        const pkg = packageOf(name);
        if (pkg) origins[new URL(entry).origin] = store.packageDir(pkg);
      }
      await prerenderSite({ siteDir: dir, origins });
    },
  });
}

function build(pkg: PackageName, log: (line: string) => void) {
  log(`building ${pkg}…`);
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'], {
    cwd: path.join(ROOT, pkg),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function release(pkg: PackageName, options: ReleaseOptions = {}) {
  const store = options.store ?? new ReleaseStore();
  const log = options.log ?? console.log;
  const started = Date.now();
  if (!options.from && options.build !== false) build(pkg, log);
  const { version, existed } = store.publish(pkg, options.from ?? distOf(pkg));
  log(`${existed ? 'already published' : 'published'}: ${pkg} ${version}`);
  const live = store.liveVersion(pkg);
  if (live === version) {
    log(`${pkg} ${version} is already live: nothing to switch`);
    return { version, switched: false, seconds: (Date.now() - started) / 1000 };
  }
  const candidateRemotes = store.remotesWith(pkg, version);
  const problems = compatibilityProblems(store, pkg, version, candidateRemotes);
  if (problems.length === 0) {
    log('compatible with what is live; smoke test of its pages in the composed site…');
    const smoke = await smokeTest(store, pkg, version, candidateRemotes);
    problems.push(...smoke.problems);
    if (smoke.problems.length === 0) log(`  opened ${smoke.checked.join(', ')}`);
  }
  if (problems.length > 0) {
    throw new ReleaseRefused(`${pkg} ${version} was not released (nothing live changed):\n- ${problems.join('\n- ')}`);
  }
  store.switchTo(pkg, version, 'release');
  await recompose(store);
  const removed = store.prune(pkg);
  log(`live: ${pkg} ${version} (was ${live ?? 'none'})${removed.length ? `; removed old versions ${removed.join(', ')}` : ''}`);
  return { version, switched: true, seconds: (Date.now() - started) / 1000 };
}

export async function rollback(pkg: PackageName, options: Pick<ReleaseOptions, 'store' | 'log'> = {}) {
  const store = options.store ?? new ReleaseStore();
  const log = options.log ?? console.log;
  const live = store.liveVersion(pkg);
  const previous = store.previousVersion(pkg);
  if (!previous) throw new ReleaseRefused(`${pkg} has no earlier version to go back to (live: ${live ?? 'none'})`);
  const problems = compatibilityProblems(store, pkg, previous, store.remotesWith(pkg, previous));
  if (problems.length > 0) throw new ReleaseRefused(`${pkg} was not rolled back to ${previous}:\n- ${problems.join('\n- ')}`);
  store.switchTo(pkg, previous, 'rollback');
  await recompose(store);
  log(`live: ${pkg} ${previous} (rolled back from ${live})`);
  return { version: previous };
}

function packageArgument(name: string | undefined): PackageName {
  if (!name || !(PACKAGES as readonly string[]).includes(name)) {
    throw new ReleaseRefused(`Which package? One of: ${PACKAGES.join(', ')}`);
  }
  return name as PackageName;
}

/** `ts-node scripts/release.ts <release|rollback> <package> [--no-build] [--from DIR]`, or `recompose`. */
async function main(args: string[]) {
  const [command, name] = args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--from'));
  const fromIndex = args.indexOf('--from');
  if (command === 'recompose') {
    const catalog = await recompose(new ReleaseStore());
    console.log(`composed the live site: ${catalog.pages.length + 1} pages`);
    for (const problem of catalog.problems ?? []) console.warn(`  left out: ${problem}`);
  } else if (command === 'release') {
    await release(packageArgument(name), {
      from: fromIndex >= 0 ? path.resolve(args[fromIndex + 1]) : undefined,
      build: !args.includes('--no-build'),
    });
  } else if (command === 'rollback') {
    await rollback(packageArgument(name));
  } else {
    throw new ReleaseRefused('usage: release <package> [--no-build] [--from DIR] | rollback <package> | recompose');
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error: Error) => {
      console.error(error instanceof ReleaseRefused ? error.message : `release failed: ${error.stack ?? error.message}`);
      process.exit(1);
    },
  );
}
