/*
 * Serves the site the way production lays it out, from the release store (scripts/release/store.cjs):
 * each remote from its immutable version folders (`/<version>/remoteEntry.js`, on :3001-3003; other paths get
 * the live version's standalone page), the site composed from the live shell and remotes.json on :3000, and the
 * local Realtime Database on :9000 (ports from SHELL_PORT, FINANCE_PORT, ASTROLOGY_PORT, PAGES_PORT, DATABASE_PORT).
 *
 * What was built is what it serves: each package's build is published as a version (if it is not already) and
 * made live, then the site is composed. `npm run release` and `npm run rollback` change what is live while it
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

export async function serveSite({ ports = PORTS, database = true, log = console.log, releasesDir = RELEASES_DIR } = {}) {
  for (const [name, dir] of Object.entries(DIST)) {
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${name} is not built (${dir}): run npm run build first.`);
  }
  const store = new ReleaseStore(releasesDir);
  publishBuilds(store, ports, log);
  await recompose(releasesDir, process.env.SITE_URL ?? `http://localhost:${ports.shell}`);
  const servers = [];
  const stopAll = async () => Promise.all(servers.map((server) => server.close()));
  try {
    for (const pkg of PACKAGES.filter((name) => name !== 'shell')) {
      const name = federationName(pkg);
      servers.push(await startStaticServer({ dir: remoteFolder(store, pkg), port: ports[name], spa: true }));
      log(`  ${name.padEnd(14)} http://localhost:${ports[name]}`);
    }
    servers.push(
      await startStaticServer({
        dir: store.siteDir,
        port: ports.shell,
        spa: true,
        // The pointer itself, as it is now (the composed pages carry what was composed from it).
        routes: {
          '/remotes.json': () => ({ type: 'application/json; charset=utf-8', body: fs.readFileSync(store.remotesFile, 'utf8') }),
        },
      }),
    );
    if (database) {
      const databaseModule = path.join(ROOT, 'scripts', 'database.mjs');
      const { startDatabase } = await import(pathToFileURL(databaseModule).href);
      const db = await startDatabase({ port: ports.database });
      servers.push(db);
      log(`  ${'database'.padEnd(14)} ${db.url ?? `http://localhost:${ports.database}`}`);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  log(
    `\n  The site: http://localhost:${ports.shell}   (Ctrl+C to stop; releases in ${path.relative(ROOT, releasesDir) || releasesDir})\n`,
  );
  return { close: stopAll, store };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log('Serving the built site:');
  serveSite().then(
    (site) => {
      const stop = () => site.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
