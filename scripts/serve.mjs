/*
 * Serves the built site as production would: the shell on :3000, the three remotes on :3001-3003 and
 * the local Realtime Database on :9000 (ports from SHELL_PORT, FINANCE_PORT, ASTROLOGY_PORT, PAGES_PORT,
 * DATABASE_PORT). The shell's /remotes.json points at the remotes' actual ports. Ctrl+C stops everything.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startStaticServer } from './static-server.cjs';
import { DIST, PORTS, REMOTES, ROOT, localRemotesJson } from './site-config.cjs';

/**
 * For a remote's route, a `Link: rel=preload` header naming remotes.json and that remote's entry (from the
 * same remotes.json the server answers with), so the browser fetches both with the page instead of after
 * the shell's scripts have run. The build lists which remote each route needs (route-remotes.json).
 */
function remotePreloads(remotes) {
  const file = path.join(DIST.shell, 'route-remotes.json');
  const routeRemotes = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  return (pathname) => {
    const entry = remotes[routeRemotes[pathname]];
    return typeof entry === 'string' ? `</remotes.json>; rel=preload; as=fetch; crossorigin, <${entry}>; rel=preload; as=script` : null;
  };
}

export async function serveSite({ ports = PORTS, database = true, log = console.log } = {}) {
  for (const [name, dir] of Object.entries(DIST)) {
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${name} is not built (${dir}): run npm run build first.`);
  }
  const servers = [];
  const stopAll = async () => Promise.all(servers.map((server) => server.close()));
  try {
    for (const name of REMOTES) {
      // A remote also runs alone at its own address: its client-side routes get its standalone page.
      servers.push(await startStaticServer({ dir: DIST[name], port: ports[name], spa: true }));
      log(`  ${name.padEnd(14)} http://localhost:${ports[name]}`);
    }
    const remotesJson = localRemotesJson(ports);
    servers.push(
      await startStaticServer({
        dir: DIST.shell,
        port: ports.shell,
        spa: true,
        routes: { '/remotes.json': () => ({ type: 'application/json; charset=utf-8', body: remotesJson }) },
        linkHeader: remotePreloads(JSON.parse(remotesJson)),
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
  log(`\n  The site: http://localhost:${ports.shell}   (Ctrl+C to stop)\n`);
  return { close: stopAll };
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
