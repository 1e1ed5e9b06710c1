/*
 * Serves the site the way production lays it out, from the release store (scripts/release/store/):
 * each remote from its immutable version folders (`/<version>/remoteEntry.js`, on :3001, :3002, …; other paths get
 * the live version's standalone page), the site composed from the live shell and remotes.json on :3000, and the
 * local Realtime Database on :9000 in a child process of its own (ports from SHELL_PORT, FINANCE_PORT, …,
 * DATABASE_PORT: scripts/site-packages.cjs).
 *
 * What was built is what it serves: each package's build is published as a version (if it is not already) and
 * made live, then the site is composed and its pages prerendered (scripts/prerender.ts). `npm run release` and `npm run rollback` change what is live while it
 * runs: every request reads the store from disk, so a reload shows the new version. Ctrl+C stops everything.
 */
// @ts-check: its types are these JSDoc annotations, checked by `npm run typecheck` (tsconfig.json's allowJs); it
// stays JavaScript because `npm start`, the bench and the browser tests' web server run it with plain Node.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { staticHandler, startHostingServer } from './static-server.cjs';
import { DIST, PORTS, RELEASES_DIR, ROOT } from './site-config.cjs';
import { spawnAuthEmulator } from './auth-emulator.mjs';

// The release store and the composer's fingerprint are TypeScript (scripts/release/): required through ts-node,
// which runs every TypeScript script of the repository (its settings: tsconfig.json's "ts-node").
const require = createRequire(import.meta.url);
require('ts-node').register({ project: path.join(ROOT, 'tsconfig.json'), transpileOnly: true });
/** @type {typeof import('./release/store')} */
const storeModule = require('./release/store');
/** @type {typeof import('./release/composer')} */
const { composerFingerprint } = require('./release/composer');

const { PACKAGES, PointerError, ReleaseStore, entryUrl, federationName } = storeModule;

/** @typedef {import('./release/store').ReleaseStore} Store */
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** A server by federation name (shell, mfe_finance, …: scripts/site-packages.cjs), 'database' or 'auth'. @typedef {string} ServerName */
/** @typedef {Record<ServerName, number>} Ports */
/** @typedef {{ close: () => Promise<void> }} Closable */
/**
 * @typedef {object} Site
 * @property {() => Promise<void>} close
 * @property {Store} store
 * @property {Partial<Record<ServerName, string>>} urls Each server's address as it listens (the database's HTTP side), e.g. with port 0.
 */
/**
 * @typedef {object} Backends
 * @property {Closable[]} servers
 * @property {Partial<Record<ServerName, string>>} urls
 * @property {string[]} lines
 */

/** The first path segment, decoded, or null for an address that does not decode. @param {string} pathname */
function firstSegment(pathname) {
  try {
    return decodeURIComponent(pathname.split('/')[1] ?? '');
  } catch {
    return null;
  }
}

/**
 * A remote's live version, or, while remotes.json cannot be read, the one the served site was composed with: an
 * invalid pointer must not take the remotes' hosts down with it.
 * @param {Store} store
 * @param {string} pkg
 */
function liveOrLastGood(store, pkg) {
  try {
    return store.liveVersion(pkg);
  } catch (error) {
    if (!(error instanceof PointerError)) throw error;
    const entry = store.siteState()?.remotes?.[federationName(pkg)];
    return entry ? storeModule.versionOfEntry(entry) : null;
  }
}

/**
 * The one thing a remote's local host answers that its Firebase site does not: its live version's standalone page
 * (and that page's own scripts) on the paths that name no published version, for a team trying its remote alone.
 * HOSTING_ONLY=1 turns it off (every unversioned path then a 404, exactly as on Firebase).
 * @param {Store} store
 * @param {string} pkg
 * @returns {((request: IncomingMessage, response: ServerResponse) => boolean) | undefined}
 */
function standaloneFallback(store, pkg) {
  if (process.env.HOSTING_ONLY === '1') return undefined;
  const { handler } = staticHandler({
    dir: () => {
      const live = liveOrLastGood(store, pkg);
      return live ? store.versionDir(pkg, live) : store.packageDir(pkg);
    },
    spa: true,
    appRoutes: standaloneRoutes,
  });
  return (request, response) => {
    const segment = firstSegment(new URL(request.url ?? '/', 'http://localhost').pathname);
    // A published version's paths are Firebase's alone (a file there that is missing is a 404).
    if (segment && fs.existsSync(store.versionDir(pkg, segment))) return false;
    handler(request, response);
    return true;
  };
}

/**
 * Publishes each package's build and makes it live (at this run's ports), as the local site's start.
 * @param {Store} store
 * @param {Ports} ports
 * @param {(line: string) => void} log
 */
function publishBuilds(store, ports, log, dist = DIST) {
  for (const pkg of PACKAGES) {
    if (!fs.existsSync(dist[federationName(pkg)])) continue;
    const { version, existed } = store.publish(pkg, dist[federationName(pkg)]);
    const origin = pkg === 'shell' ? '' : `http://localhost:${ports[federationName(pkg)]}`;
    const liveEntry = store.liveRemotes()[federationName(pkg)];
    const isLive = pkg === 'shell' ? store.liveShellVersion() === version : liveEntry === entryUrl(origin, version);
    if (!isLive) store.switchTo(pkg, version, 'start', origin);
    if (!existed || !isLive) log(`  ${pkg.padEnd(14)} ${version}${existed ? '' : ' (published)'}`);
  }
}

/**
 * Rewrites the live site from the pointers (scripts/release/cli.ts recompose), in a child process.
 * @param {string} releasesDir
 * @param {string} siteUrl
 * @returns {Promise<void>}
 */
function recompose(releasesDir, siteUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '-r',
        'ts-node/register/transpile-only',
        path.join(ROOT, 'scripts', 'release', 'cli.ts'),
        'recompose',
        '--lenient',
        '--no-lock',
      ],
      {
        cwd: ROOT,
        env: { ...process.env, RELEASES_DIR: releasesDir, SITE_URL: siteUrl },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`composing the site failed (exit ${code})`))));
  });
}

/** A remote's standalone routes (its page at `/` and its pages' paths), from the page list beside that page. */
/** @param {string} root */
function standaloneRoutes(root) {
  try {
    const list = JSON.parse(fs.readFileSync(path.join(root, 'pages.json'), 'utf8'));
    return ['/', ...list.pages.map((/** @type {{ path: string }} */ page) => `/${page.path}`)];
  } catch {
    return ['/'];
  }
}

/**
 * The local database in a process of its own (scripts/database.mjs), so that nothing a request to the site's
 * servers does (an error, a blocked event loop, memory) can reach the messages it stores. It leaves with this
 * process: close() stops it, and it stops itself when this process is gone (its IPC channel closes), so no
 * orphan keeps the port. Detached, so Ctrl+C reaches this process only, which then stops it once.
 * @param {number} port
 * @param {string} dataFile
 * @returns {Promise<{ url: string, port: number, pid: number | undefined, close: () => Promise<void> }>}
 */
function startDatabaseProcess(port, dataFile) {
  // Its data file in the store, so messages outlive a restart of `npm start` (it supervises its own restarts).
  const args = [path.join(ROOT, 'scripts', 'database.mjs'), '--port', String(port), '--data', dataFile];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let ready = false;
  let closing = false;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    closing = true;
    if (child.exitCode === null && child.signalCode === null) {
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(killer);
    }
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const fail = (/** @type {Error} */ error) => {
      clearTimeout(timer);
      close();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`the local database did not start within 20 s\n${output}`)), 20_000);
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      if (!ready) fail(new Error(`the local database could not start (exit ${code ?? signal})\n${output}`));
      else if (!closing)
        console.error(`[serve] the local database stopped (exit ${code ?? signal}); the site runs on without it`);
    });
    const stdout = /** @type {import('node:stream').Readable} */ (child.stdout);
    stdout.setEncoding('utf8');
    stdout.on('data', (chunk) => {
      if (ready) return;
      output += chunk;
      const url = /listening on (ws:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      ready = true;
      clearTimeout(timer);
      resolve({ url, port: Number(new URL(url.replace(/^ws:/, 'http:')).port), pid: child.pid, close });
    });
  });
}

/**
 * The local database (in its own process) and the Auth emulator the contact form signs its visitors in with (the
 * rules need an auth.uid). Resolves to what started (each with close()) and their lines for the log; if either
 * fails, the other is stopped and it rejects. `auth: false` leaves the emulator out (tests of the servers alone);
 * ports without `auth` give it a free port. The emulator is spawned once `authAfter` settles: it spends about ten
 * seconds of CPU loading, which would slow a prerender it ran beside, and it holds a request that comes before it is
 * ready (scripts/auth-emulator.mjs), so starting it later costs a visitor nothing.
 * @param {{ ports?: Ports, auth?: boolean, releasesDir?: string, authAfter?: Promise<unknown> }} [options]
 * @returns {Promise<Backends>}
 */
export async function startBackends({ ports = PORTS, auth = true, releasesDir = RELEASES_DIR, authAfter } = {}) {
  fs.mkdirSync(releasesDir, { recursive: true });
  const [db, authEmulator] = await Promise.allSettled([
    startDatabaseProcess(ports.database, path.join(releasesDir, 'database.json')),
    auth ? Promise.resolve(authAfter).then(() => spawnAuthEmulator({ port: ports.auth ?? 0 })) : undefined,
  ]);
  /** @type {Closable[]} */
  const servers = [db, authEmulator].flatMap((started) =>
    started.status === 'fulfilled' && started.value ? [started.value] : [],
  );
  if (db.status === 'rejected' || authEmulator.status === 'rejected') {
    await Promise.all(servers.map((server) => server.close()));
    throw db.status === 'rejected' ? db.reason : /** @type {PromiseRejectedResult} */ (authEmulator).reason;
  }
  /** @type {Backends['urls']} */
  const urls = { database: `http://127.0.0.1:${db.value.port}` };
  const lines = [`  ${'database'.padEnd(14)} ${db.value.url}`];
  if (authEmulator.value) {
    urls.auth = authEmulator.value.url;
    lines.push(`  ${'auth'.padEnd(14)} ${authEmulator.value.url}`);
  }
  return { servers, urls, lines };
}

/**
 * Starts the servers of a release store that is already published and composed: the local database first (in
 * its own process; or `backends`, startBackends() already under way), then each remote's host and the shell's. If
 * any fails to start, those already started stop.
 * @param {{ ports?: Ports, database?: boolean, auth?: boolean, log?: (line: string) => void, releasesDir?: string,
 *   backends?: Promise<Backends> | null }} [options] `auth`: start the local Auth emulator with the database (default:
 *   as `database`); `backends`: the database and Auth emulator, already starting (startBackends()), null for none.
 * @returns {Promise<Site>}
 */
export async function startServers({
  ports = PORTS,
  database = true,
  auth = database,
  log = console.log,
  releasesDir = RELEASES_DIR,
  backends = database ? undefined : null,
} = {}) {
  const store = new ReleaseStore(releasesDir);
  /** @type {Closable[]} */
  const servers = [];
  /** @type {Site['urls']} */
  const urls = {};
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
  try {
    const started = backends === null ? null : await (backends ?? startBackends({ ports, auth, releasesDir }));
    if (started) {
      servers.push(...started.servers);
      Object.assign(urls, started.urls);
      for (const line of started.lines) log(line);
    }
    // Every site served as Firebase Hosting serves it: firebase.json's hosting block, read as it is (superstatic).
    for (const pkg of PACKAGES.filter((name) => name !== 'shell')) {
      const name = federationName(pkg);
      fs.mkdirSync(store.packageDir(pkg), { recursive: true });
      const server = await startHostingServer({
        target: pkg,
        dir: store.packageDir(pkg),
        port: ports[name],
        fallback: standaloneFallback(store, pkg),
      });
      servers.push(server);
      urls[name] = server.url;
      log(`  ${name.padEnd(14)} http://localhost:${server.port}`);
    }
    // The composed site: 404.html for what it does not have, 301 for firebase.json's and the composed redirects,
    // its own remotes.json (the pointer it was composed from: the pointer itself once a release has finished).
    const shell = await startHostingServer({
      target: 'shell',
      dir: store.siteDir,
      port: ports.shell,
      redirectsFile: path.join(store.siteDir, 'redirects.json'),
    });
    servers.push(shell);
    urls.shell = shell.url;
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { close: stopAll, store, urls };
}

/**
 * Publishes the builds, composes the site and serves it (the whole of `npm start` after its build).
 * @param {{ ports?: Ports, database?: boolean, log?: (line: string) => void, releasesDir?: string }} [options]
 * @returns {Promise<Site>}
 */
export async function serveSite({ ports = PORTS, database = true, log = console.log, releasesDir = RELEASES_DIR } = {}) {
  for (const [name, dir] of Object.entries(DIST)) {
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${name} is not built (${dir}): run npm run build first.`);
  }
  const store = new ReleaseStore(releasesDir);
  // The database starts while the site is published and composed; the Auth emulator once that is done (never if it
  // fails: a rejected authAfter stops the database too).
  /** @type {{ resolve: (value?: unknown) => void, reject: (reason: unknown) => void }} */
  let prepared = { resolve: () => {}, reject: () => {} };
  const authAfter = new Promise((resolve, reject) => (prepared = { resolve, reject }));
  const backends = database ? startBackends({ ports, releasesDir, authAfter }) : null;
  // A failure before the servers take them over must not leave them running (nor an unhandled rejection).
  backends?.catch(() => {});
  authAfter.catch(() => {});
  try {
    await prepareSite(store, ports, log);
    prepared.resolve();
  } catch (error) {
    prepared.reject(error);
    await backends?.then(
      (started) => Promise.all(started.servers.map((server) => server.close())),
      () => {},
    );
    throw error;
  }
  const site = await startServers({ ports, database, log, releasesDir, backends });
  log(
    `\n  The site: http://localhost:${ports.shell}   (Ctrl+C to stop; releases in ${path.relative(ROOT, releasesDir) || releasesDir})\n`,
  );
  return site;
}

/**
 * Publishes the builds and recomposes, under the store's release lock. A pointer that cannot be read, or a compose
 * that fails, leaves the last good site served (said loudly, with the repair command); with no site at all, it fails.
 * @param {Store} store
 * @param {Ports} ports
 * @param {(line: string) => void} log
 */
async function prepareSite(store, ports, log) {
  const unlock = await store.lock('npm start', { log });
  try {
    const removed = store.cleanLeftovers();
    if (removed.length > 0) log(`  removed what interrupted releases left: ${removed.length} folder(s)`);
    publishBuilds(store, ports, log);
    const siteUrl = process.env.SITE_URL ?? `http://localhost:${ports.shell}`;
    // Nothing new since the site was composed (same pointers, same address, same composing code): it is served as
    // it is, which makes a second `npm start` with nothing changed quick. Anything else, a disagreement left by a
    // killed release or a checkout that composes differently included, is recomposed (`npm run compose` forces it).
    const state = store.siteState();
    const unchanged = !store.siteDisagreement() && state?.siteUrl === siteUrl && state?.composer === composerFingerprint();
    if (unchanged) log('  the composed site is up to date with the pointers: served as it is');
    else await recompose(store.root, siteUrl);
  } catch (error) {
    if (!fs.existsSync(path.join(store.siteDir, 'index.html'))) throw error;
    console.error(`\n  ${/** @type {Error} */ (error).message}\n  Serving the last good site (${store.siteDir}).\n`);
  } finally {
    unlock();
  }
}

/** Stops the site on Ctrl+C or SIGTERM (once, however many signals come), then exits. @param {Site} site */
export function stopOnSignals(site) {
  let stopping;
  const stop = () => {
    stopping ??= site.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log('Serving the built site:');
  serveSite().then(stopOnSignals, (error) => {
    // The servers that had started, the database among them, were stopped by startServers.
    console.error(error.message);
    process.exit(1);
  });
}
