/*
 * Serves the built site as production would: the three remotes on :3001-3003, the site composed from them on
 * :3000 and the local Realtime Database on :9000 (ports from SHELL_PORT, FINANCE_PORT, ASTROLOGY_PORT,
 * PAGES_PORT, DATABASE_PORT). The remotes start first; then the site is composed from what they publish
 * (`npm run compose`, into site/), as a host's deploy would; then the shell's host serves it. Ctrl+C stops all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startStaticServer } from './static-server.cjs';
import { DIST, PORTS, REMOTES, ROOT, SITE_DIR, localRemotesJson, runCompose } from './site-config.cjs';

export async function serveSite({ ports = PORTS, database = true, log = console.log, siteDir = SITE_DIR } = {}) {
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
    await runCompose({ remotesJson: localRemotesJson(ports), outDir: siteDir, siteUrl: process.env.SITE_URL ?? `http://localhost:${ports.shell}` });
    servers.push(await startStaticServer({ dir: siteDir, port: ports.shell, spa: true }));
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
