/*
 * `npm run dev:remote -- <remote>` (mfe-finance, …): one remote in watch mode inside the composed
 * site. The shell and the other remotes are served as built (run `npm run build` once), the chosen remote runs
 * under webpack-dev-server, and the site is composed with its entry pointing there. Edit the remote, or the
 * library it bundles from shared/, and reload the browser: webpack has rebuilt it. (Changes to its page facts
 * or registry need a restart: the page list is read when the site is composed.)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer } from './static-server.cjs';
import { DIST, PORTS, ROOT, localRemotesJson, runCompose } from './site-config.cjs';
import sitePackages from './site-packages.cjs';

const chosenPackage = sitePackages.REMOTE_PACKAGES.find((pkg) => pkg.name === process.argv[2]);
if (!chosenPackage) {
  console.error(`Which remote? npm run dev:remote -- <${sitePackages.REMOTE_PACKAGES.map((pkg) => pkg.name).join('|')}>`);
  process.exit(2);
}
const chosen = chosenPackage.name;
const chosenName = chosenPackage.federation;
for (const [name, dir] of Object.entries(DIST)) {
  if (name !== chosenName && !fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`${name} is not built (${dir}): run npm run build first.`);
    process.exit(1);
  }
}

const servers = [];
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-remote-site-'));
const webpackCli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
// Source maps as files, not eval: the composed pages' Content-Security-Policy (the production one) has no
// 'unsafe-eval', and the remote must run under it as it will in production.
const devServer = spawn(
  process.execPath,
  [webpackCli, 'serve', '--mode', 'development', '--devtool', 'cheap-module-source-map'],
  {
    cwd: path.join(ROOT, chosenPackage.dir),
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);

async function stop(code = 0) {
  devServer.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.close()));
  fs.rmSync(siteDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
devServer.on('exit', (code) => {
  if (code) stop(code);
});

/**
 * The one thing this development site allows beyond the production policy: the remote's dev server's live-reload
 * socket (connect-src), so a save reloads the page. Nothing else of the composed pages' policy changes.
 */
function allowLiveReload(dir, socketOrigin) {
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.html'))) {
    const file = path.join(dir, name);
    const html = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, html.replace(/connect-src 'self'/g, `connect-src 'self' ${socketOrigin}`));
  }
}

/** Waits until the dev server answers with the remote's page list (its first build is done). */
async function waitForPageList(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in two minutes`);
}

try {
  for (const [name, dir] of Object.entries(DIST)) {
    if (name === 'shell' || name === chosenName) continue;
    servers.push(await startStaticServer({ dir, port: PORTS[name], spa: true }));
  }
  const remotes = JSON.parse(localRemotesJson());
  await waitForPageList(new URL('pages.json', remotes[chosenName]).href);
  await runCompose({
    remotesJson: JSON.stringify(remotes),
    outDir: siteDir,
    siteUrl: `http://localhost:${PORTS.shell}`,
    quiet: true,
  });
  allowLiveReload(siteDir, `ws://localhost:${PORTS[chosenName]}`);
  servers.push(await startStaticServer({ dir: siteDir, port: PORTS.shell, spa: true }));
  console.log(
    `\n  The site, with ${chosen} in watch mode: http://localhost:${PORTS.shell}   (edit, then reload; Ctrl+C stops)\n`,
  );
} catch (error) {
  console.error(error.message);
  await stop(1);
}
