/*
 * `npm run dev`: every build under webpack-dev-server (shell :3000, remotes :3001, :3002, …: scripts/site-packages.cjs)
 * and the local database (:9000). In development the shell's remotes.json points at the same ports. Ctrl+C stops
 * everything.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import siteConfig from './site-config.cjs';
import sitePackages from './site-packages.cjs';

const { ROOT, PORTS } = siteConfig;
const { REMOTE_PACKAGES, SHELL } = sitePackages;
const webpackCli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const children = [];

for (const workspace of [...REMOTE_PACKAGES, SHELL].map((pkg) => pkg.dir)) {
  // webpack-cli run directly (not through npx, which does not pass on SIGTERM), so stopping reaches it.
  const child = spawn(process.execPath, [webpackCli, 'serve', '--mode', 'development'], {
    cwd: path.join(ROOT, workspace),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: process.env,
  });
  children.push(child);
}

const { startDatabase } = await import(pathToFileURL(path.join(ROOT, 'scripts', 'database.mjs')).href);
const { spawnAuthEmulator } = await import(pathToFileURL(path.join(ROOT, 'scripts', 'auth-emulator.mjs')).href);
// The contact form signs its visitors in anonymously with the local Auth emulator (the rules need an auth.uid).
const [database, auth] = await Promise.all([startDatabase({ port: PORTS.database }), spawnAuthEmulator({ port: PORTS.auth })]);
console.log(`database ${database.url}\nauth ${auth.url}\nsite http://localhost:${PORTS.shell} (Ctrl+C to stop)`);

function stop() {
  for (const child of children) child.kill('SIGTERM');
  Promise.all([database.close(), auth.close()]).finally(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
