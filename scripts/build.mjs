/*
 * `npm run build` (and the first half of `npm start`): every package's production build, the independent ones at
 * once (as many as the machine has cores, at least two), each with webpack's filesystem cache
 * (webpack.common.ts), so a second build with nothing changed takes seconds. A failed build fails it, naming the
 * package, after the others have finished.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import siteConfig from './site-config.cjs';
import sitePackages from './site-packages.cjs';

const { ROOT } = siteConfig;
const webpackCli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const parallel = Math.max(2, os.availableParallelism?.() ?? os.cpus().length);

function build(pkg) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [webpackCli, '--mode', 'production'], {
      cwd: path.join(ROOT, pkg.dir),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => {
      console.log(
        `  ${pkg.name.padEnd(14)} ${code === 0 ? 'built' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(code === 0 ? null : pkg.name);
    });
  });
}

const queue = [...sitePackages.SITE_PACKAGES];
const failed = [];
const started = Date.now();
await Promise.all(
  Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
      const failure = await build(pkg);
      if (failure) failed.push(failure);
    }
  }),
);
if (failed.length > 0) {
  console.error(`the build of ${failed.join(', ')} failed`);
  process.exit(1);
}
console.log(`built ${sitePackages.SITE_PACKAGES.length} packages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
