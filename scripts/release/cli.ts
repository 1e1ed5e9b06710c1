/*
 * The release's command line, what package.json's scripts run:
 *
 *   npm run release -- <package> [--no-build] [--from DIR] [--skip-tests]   (shell, mfe-finance, …: scripts/site-packages.cjs)
 *   npm run rollback -- <package>
 *   npm run compose            rewrite the live site (releases/site) from the pointers, e.g. after a hand edit
 *   npm run release:repair     restore an unreadable pointer from the served site, then recompose
 *
 * What each does is release.ts's (release, rollback, repair) and recompose.ts's.
 */
import path from 'node:path';
import { defaultSiteUrl, recompose } from './recompose';
import { locked, release, ReleaseRefused, repair, rollback } from './release';
import { PACKAGES, PointerError, ReleaseStore, type PackageName } from './store';

function packageArgument(name: string | undefined): PackageName {
  if (!name || !(PACKAGES as readonly string[]).includes(name)) {
    throw new ReleaseRefused(`Which package? One of: ${PACKAGES.join(', ')}`);
  }
  return name as PackageName;
}

/** `ts-node scripts/release/cli.ts <release|rollback> <package> [--no-build] [--from DIR] [--skip-tests]`, `recompose` or `repair`. */
async function main(args: string[]) {
  const [command, name] = args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--from'));
  const fromIndex = args.indexOf('--from');
  if (command === 'recompose') {
    // `npm run compose`: the live site from the pointers; a remote that cannot be composed fails it, naming it.
    // `npm start` passes --lenient: that remote is left out, with a warning, and the rest is served.
    const store = new ReleaseStore();
    const strict = !args.includes('--lenient');
    const work = () => recompose(store, defaultSiteUrl(), { strict });
    // --no-lock: the caller (npm start) holds the store's lock already.
    const catalog = args.includes('--no-lock') ? await work() : await locked(store, 'npm run compose', {}, work);
    console.log(`composed the live site (${store.siteDir}): ${catalog.pages.length + 1} pages`);
    for (const problem of catalog.problems ?? []) console.warn(`  left out: ${problem}`);
  } else if (command === 'repair') {
    await repair();
  } else if (command === 'release') {
    await release(packageArgument(name), {
      from: fromIndex >= 0 ? path.resolve(args[fromIndex + 1]) : undefined,
      build: !args.includes('--no-build'),
      skipTests: args.includes('--skip-tests'),
    });
  } else if (command === 'rollback') {
    await rollback(packageArgument(name));
  } else {
    throw new ReleaseRefused(
      'usage: release <package> [--no-build] [--from DIR] [--skip-tests] | rollback <package> | recompose | repair',
    );
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error: Error) => {
      const known = error instanceof ReleaseRefused || error instanceof PointerError;
      console.error(known ? error.message : `release failed: ${error.stack ?? error.message}`);
      process.exit(1);
    },
  );
}
