/*
 * `npm start` timed as a newcomer meets it (part of `npm run bench`; alone: `node scripts/bench-start.mjs`): from
 * nothing, then a second time with nothing changed. Budgets: 60 s and 15 s on this 2-core machine.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import siteConfig from './site-config.cjs';
import sitePackages from './site-packages.cjs';

const { ROOT } = siteConfig;

/**
 * `npm start` timed as a newcomer meets it: from nothing (an empty webpack cache and release store of its own), then a
 * second time with nothing changed; each until the site answers, on ports of its own (each package's + 2100, or
 * + BENCH_START_PORT_OFFSET).
 */
export async function timeStarts() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  const env = {
    ...process.env,
    WEBPACK_CACHE_DIR: path.join(scratch, 'webpack-cache'),
    RELEASES_DIR: path.join(scratch, 'releases'),
    DATABASE_PORT: '5099',
    AUTH_PORT: '5098',
    ...Object.fromEntries(
      sitePackages.SITE_PACKAGES.map((pkg) => [
        pkg.portVariable,
        String(pkg.port + Number(process.env.BENCH_START_PORT_OFFSET ?? 2100)),
      ]),
    ),
  };
  const url = `http://localhost:${env[sitePackages.SHELL.portVariable]}/`;
  // Something else answering there would be timed instead (a start of 0.4 s).
  const answering = await fetch(url).then(
    () => true,
    () => false,
  );
  if (answering) throw new Error(`something already answers at ${url}: stop it, or move the bench's ports`);
  const once = async () => {
    const started = Date.now();
    // Its own process group, so that stopping it stops npm, the build and the servers together.
    const child = spawn('npm', ['start'], { cwd: ROOT, env, stdio: 'ignore', detached: true });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}) before the site answered`);
        if (Date.now() - started > 300_000) throw new Error('npm start did not serve within 5 minutes');
        const answered = await fetch(url).then(
          (response) => response.ok,
          () => false,
        );
        if (answered) return Math.round((Date.now() - started) / 100) / 10;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
    }
  };
  try {
    const fresh = await once();
    const again = await once();
    return { freshSeconds: fresh, secondSeconds: again };
  } catch (error) {
    console.error(`The bench's npm start failed: ${error.message}`);
    return { freshSeconds: NaN, secondSeconds: NaN, failed: error.message };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { freshSeconds, secondSeconds } = await timeStarts();
  console.log(`npm start served from nothing in ${freshSeconds} s, and again (nothing changed) in ${secondSeconds} s`);
}
