/*
 * Serves the site the way production lays it out, from the release store (scripts/release/store.cjs):
 * each remote from its immutable version folders (`/<version>/remoteEntry.js`, on :3001, :3002, …; other paths get
 * the live version's standalone page), the site composed from the live shell and remotes.json on :3000, and the
 * local Realtime Database on :9000 in a child process of its own (ports from SHELL_PORT, FINANCE_PORT, …,
 * DATABASE_PORT: scripts/site-packages.cjs).
 *
 * What was built is what it serves: each package's build is published as a version (if it is not already) and
 * made live, then the site is composed and its pages prerendered (scripts/prerender.ts). `npm run release` and `npm run rollback` change what is live while it
 * runs: every request reads the store from disk, so a reload shows the new version. Ctrl+C stops everything.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { startStaticServer } from './static-server.cjs';
import { DIST, PORTS, RELEASES_DIR, ROOT } from './site-config.cjs';
import storeModule from './release/store.cjs';

const { PACKAGES, ReleaseStore, entryUrl, federationName } = storeModule;

/** The first path segment, decoded, or null for an address that does not decode. */
function firstSegment(pathname) {
  try {
    return decodeURIComponent(pathname.split('/')[1] ?? '');
  } catch {
    return null;
  }
}

/** A remote's host: `/<version>/…` from that version's folder, anything else from the live version's. */
function remoteFolder(store, pkg) {
  return (pathname) => {
    const segment = firstSegment(pathname);
    if (segment && fs.existsSync(path.join(store.versionDir(pkg, segment), 'remoteEntry.js'))) return store.packageDir(pkg);
    const live = store.liveVersion(pkg);
    return live ? store.versionDir(pkg, live) : store.packageDir(pkg);
  };
}

/** Publishes each package's build and makes it live (at this run's ports), as the local site's start. */
function publishBuilds(store, ports, log) {
  for (const pkg of PACKAGES) {
    const { version, existed } = store.publish(pkg);
    const origin = pkg === 'shell' ? '' : `http://localhost:${ports[federationName(pkg)]}`;
    const liveEntry = store.liveRemotes()[federationName(pkg)];
    const isLive = pkg === 'shell' ? store.liveShellVersion() === version : liveEntry === entryUrl(origin, version);
    if (!isLive) store.switchTo(pkg, version, 'start', origin);
    if (!existed || !isLive) log(`  ${pkg.padEnd(14)} ${version}${existed ? '' : ' (published)'}`);
  }
}

/** Rewrites the live site from the pointers (scripts/release.ts recompose), in a child process. */
function recompose(releasesDir, siteUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', 'ts-node/register/transpile-only', path.join(ROOT, 'scripts', 'release.ts'), 'recompose'],
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
function standaloneRoutes(root) {
  try {
    const list = JSON.parse(fs.readFileSync(path.join(root, 'pages.json'), 'utf8'));
    return ['/', ...list.pages.map((page) => `/${page.path}`)];
  } catch {
    return ['/'];
  }
}

/**
 * The local database in a process of its own (scripts/database.mjs), so that nothing a request to the site's
 * servers does (an error, a blocked event loop, memory) can reach the messages it stores. It leaves with this
 * process: close() stops it, and it stops itself when this process is gone (its IPC channel closes), so no
 * orphan keeps the port. Detached, so Ctrl+C reaches this process only, which then stops it once.
 */
function startDatabaseProcess(port) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'database.mjs'), '--port', String(port)], {
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
    const fail = (error) => {
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
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
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
 * Starts the servers of a release store that is already published and composed: the local database first (in
 * its own process), then each remote's host and the shell's. If any fails to start, those already started stop.
 */
export async function startServers({ ports = PORTS, database = true, log = console.log, releasesDir = RELEASES_DIR } = {}) {
  const store = new ReleaseStore(releasesDir);
  const servers = [];
  const urls = {};
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
  try {
    if (database) {
      const db = await startDatabaseProcess(ports.database);
      servers.push(db);
      urls.database = `http://127.0.0.1:${db.port}`;
      log(`  ${'database'.padEnd(14)} ${db.url}`);
    }
    for (const pkg of PACKAGES.filter((name) => name !== 'shell')) {
      const name = federationName(pkg);
      // A remote's own routes get its standalone page with 200; other paths get it with 404.
      const server = await startStaticServer({
        dir: remoteFolder(store, pkg),
        port: ports[name],
        spa: true,
        appRoutes: standaloneRoutes,
      });
      servers.push(server);
      urls[name] = server.url;
      log(`  ${name.padEnd(14)} http://localhost:${server.port}`);
    }
    // The composed site answers 404 with its 404.html and 301 for its redirects.json (static-server.cjs).
    const shell = await startStaticServer({
      dir: store.siteDir,
      port: ports.shell,
      spa: true,
      // The pointer itself, as it is now (the composed pages carry what was composed from it).
      routes: {
        '/remotes.json': () => ({ type: 'application/json; charset=utf-8', body: fs.readFileSync(store.remotesFile, 'utf8') }),
      },
    });
    servers.push(shell);
    urls.shell = shell.url;
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { close: stopAll, store, urls };
}

export async function serveSite({ ports = PORTS, database = true, log = console.log, releasesDir = RELEASES_DIR } = {}) {
  for (const [name, dir] of Object.entries(DIST)) {
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${name} is not built (${dir}): run npm run build first.`);
  }
  const store = new ReleaseStore(releasesDir);
  publishBuilds(store, ports, log);
  await recompose(releasesDir, process.env.SITE_URL ?? `http://localhost:${ports.shell}`);
  const site = await startServers({ ports, database, log, releasesDir });
  log(
    `\n  The site: http://localhost:${ports.shell}   (Ctrl+C to stop; releases in ${path.relative(ROOT, releasesDir) || releasesDir})\n`,
  );
  return site;
}

/** Stops the site on Ctrl+C or SIGTERM (once, however many signals come), then exits. */
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
