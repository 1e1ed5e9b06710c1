/**
 * @jest-environment node
 */
/*
 * A release killed, run twice, run after a rollback or refused leaves the site whole (issue 27, items 7, 1, 2, 6):
 * real releases (scripts/release/release.ts) against temporary release stores, with the builds written from the real
 * registries, the browser smoke test and the team's tests stood in for (they have tests of their own), and no
 * prerendering (PRERENDER=0), so each case takes well under a second once the service worker's code is built (the
 * first compose of the run builds it with webpack, about 3 s on a loaded 2-core machine; scripts/build-inline-scripts.ts
 * keeps it for the rest of the process).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageList } from '@calc/shared/site';
import { REGISTRIES, TEST_PROVIDES, TEST_REMOTES, testPageList } from '../../test-support/site-catalog';
import { release, rollback, repair, ReleaseRefused, type TeamTests } from '../release/release';
import { defaultSiteUrl, recompose } from '../release/recompose';
import { firebaseConfig } from '../firebase-config';
import { packageOf, ReleaseStore } from '../release/store';
import { composerFingerprint } from '../release/composer';
import { freePort } from '../../test-support/free-port';

jest.setTimeout(30_000);

const SHELL_INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>CalcHub</title>' +
  '<meta name="description" content="Free online calculators." /><script defer src="/main.1234abcd.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const SHELL_VERSION = '1.0.0+shell';
const finance = REGISTRIES.find((registry) => registry.name === 'mfe_finance')!;

let tmp: string;
let store: ReleaseStore;
const lines: string[] = [];
const log = (line: string) => lines.push(line);
const passingSmoke = jest.fn(async (..._args: unknown[]) => ({ problems: [] as string[], checked: ['/sip-calculator'] }));
const passingTests = jest.fn<ReturnType<TeamTests>, Parameters<TeamTests>>(async () => []);
const previousPrerender = process.env.PRERENDER;
/** The test remotes' hosts (https://finance.test, …) exist for these tests. */
const answering = async () => null;

/** A finance build as webpack writes it: its page list (from the real registry), entry and federation manifest. */
function financeBuild(version: string, change: (list: PageList) => void = () => {}): string {
  const dir = path.join(tmp, 'builds', version);
  const list = testPageList(finance, { version });
  change(list);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(list));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${version} */`);
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ exposes: list.exposes.map((module) => ({ path: module })) }),
  );
  return dir;
}

const releaseFinance = (version: string, options: Parameters<typeof release>[1] = {}) =>
  release('mfe-finance', {
    store,
    from: financeBuild(version),
    log,
    smoke: passingSmoke,
    teamTests: passingTests,
    siteUrl: 'https://calc.example',
    probeOrigin: answering,
    ...options,
  });

const live = () => store.liveVersion('mfe-finance');
const published = () => store.versions('mfe-finance').sort();
const siteState = () => JSON.parse(fs.readFileSync(path.join(store.siteDir, 'live.json'), 'utf8'));

beforeAll(() => {
  process.env.PRERENDER = '0';
});
afterAll(() => {
  if (previousPrerender === undefined) delete process.env.PRERENDER;
  else process.env.PRERENDER = previousPrerender;
});

beforeEach(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-store-test-'));
  store = new ReleaseStore(path.join(tmp, 'releases'));
  lines.length = 0;
  passingSmoke.mockClear();
  passingTests.mockClear();
  // A store as `npm start` leaves it: the shell and every remote live (version 1.0.0+test-<name>), the site composed.
  const shell = store.versionDir('shell', SHELL_VERSION);
  fs.mkdirSync(shell, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), SHELL_INDEX);
  fs.writeFileSync(path.join(shell, 'shell.json'), JSON.stringify({ version: SHELL_VERSION, provides: TEST_PROVIDES }));
  store.switchTo('shell', SHELL_VERSION, 'start');
  for (const registry of REGISTRIES) {
    const list = testPageList(registry);
    const pkg = packageOf(registry.name)!;
    const dir = store.versionDir(pkg, list.version);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(list));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), '');
    fs.writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ exposes: list.exposes.map((module) => ({ path: module })) }),
    );
    store.switchTo(pkg, list.version, 'start', new URL(TEST_REMOTES[registry.name]).origin);
  }
  await recompose(store, 'https://calc.example');
});

afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('pruning follows the release history', () => {
  test('after a rollback, the next release keeps the version a rollback returns to, whatever the folder dates', async () => {
    for (let n = 1; n <= 7; n += 1) await releaseFinance(`1.0.0+v${n}`);
    // Folder dates that say nothing of the order of releases (a restored or copied store): v6 the oldest folder.
    const old = new Date(Date.UTC(2020, 0, 1));
    fs.utimesSync(store.versionDir('mfe-finance', '1.0.0+v6'), old, old);
    await rollback('mfe-finance', { store, log, siteUrl: 'https://calc.example' });
    expect(live()).toBe('1.0.0+v6');
    await releaseFinance('1.0.0+v8');
    expect(live()).toBe('1.0.0+v8');
    // Kept: the newest five made live by the history (v8, v6, v7, v5, v4); v6 is also where a rollback goes.
    expect(published()).toEqual(['1.0.0+v4', '1.0.0+v5', '1.0.0+v6', '1.0.0+v7', '1.0.0+v8']);
    await rollback('mfe-finance', { store, log, siteUrl: 'https://calc.example' });
    expect(live()).toBe('1.0.0+v6');
  });

  test('a refused build leaves the store, and a build published but never made live does not count toward the five', async () => {
    const refusingSmoke = jest.fn(async () => ({ problems: ['/sip-calculator shows its "unavailable" card'], checked: [] }));
    await expect(releaseFinance('1.0.0+refused', { smoke: refusingSmoke })).rejects.toThrow(
      /1\.0\.0\+refused was not released \(nothing live changed\):\n- \/sip-calculator shows its "unavailable" card/,
    );
    expect(published()).not.toContain('1.0.0+refused');
    // A killed release's candidate: published, never live.
    store.publish('mfe-finance', financeBuild('1.0.0+orphan'));
    for (let n = 1; n <= 4; n += 1) await releaseFinance(`1.0.0+v${n}`);
    // The five kept are the five made live: the one live at the start and v1 to v4.
    expect(published()).toEqual(['1.0.0+test-mfe_finance', '1.0.0+v1', '1.0.0+v2', '1.0.0+v3', '1.0.0+v4']);
  });
});

describe('one release at a time', () => {
  let holder: ChildProcess | undefined;
  afterEach(() => {
    if (holder && holder.exitCode === null) holder.kill('SIGKILL');
    holder = undefined;
  });

  test('a second release waits for the lock (naming its holder) and is refused if it is not freed', async () => {
    holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    const since = new Date().toISOString();
    fs.writeFileSync(
      store.lockFile,
      JSON.stringify({ pid: holder.pid, host: os.hostname(), command: 'npm run release -- mfe-astrology', since }),
    );
    await expect(releaseFinance('1.0.0+v1', { lockWaitMs: 300 })).rejects.toThrow(
      new ReleaseRefused(
        `another release holds ${store.lockFile}: npm run release -- mfe-astrology (pid ${holder.pid} on ${os.hostname()}, since ${since}). Nothing was changed; run again when it has finished.`,
      ),
    );
    expect(lines).toContain(
      `waiting for npm run release -- mfe-astrology (pid ${holder.pid} on ${os.hostname()}, since ${since}) to finish (it holds ${store.lockFile})…`,
    );
    expect(live()).toBe('1.0.0+test-mfe_finance');
    expect(published()).toEqual(['1.0.0+test-mfe_finance']);
  });

  test('the lock of a release that died is taken over', async () => {
    holder = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => holder!.once('exit', resolve));
    fs.writeFileSync(
      store.lockFile,
      JSON.stringify({ pid: holder.pid, host: os.hostname(), command: 'npm run release -- shell', since: 'x' }),
    );
    await releaseFinance('1.0.0+v1', { lockWaitMs: 0 });
    expect(live()).toBe('1.0.0+v1');
    expect(fs.existsSync(store.lockFile)).toBe(false);
  });

  test('two releases of different remotes at once: both go live, one after the other, and the site shows both', async () => {
    const astrology = REGISTRIES.find((registry) => registry.name === 'mfe_astrology')!;
    const list = testPageList(astrology, { version: '1.0.0+astro2' });
    const astrologyBuild = path.join(tmp, 'builds', 'astro2');
    fs.mkdirSync(astrologyBuild, { recursive: true });
    fs.writeFileSync(path.join(astrologyBuild, 'pages.json'), JSON.stringify(list));
    fs.writeFileSync(path.join(astrologyBuild, 'remoteEntry.js'), '');
    fs.writeFileSync(
      path.join(astrologyBuild, 'mf-manifest.json'),
      JSON.stringify({ exposes: list.exposes.map((module) => ({ path: module })) }),
    );
    const [first, second] = await Promise.all([
      releaseFinance('1.0.0+v1'),
      release('mfe-astrology', {
        store,
        from: astrologyBuild,
        log,
        smoke: passingSmoke,
        teamTests: passingTests,
        siteUrl: 'https://calc.example',
        probeOrigin: answering,
      }),
    ]);
    expect([first.switched, second.switched]).toEqual([true, true]);
    expect(siteState().remotes).toEqual(store.liveRemotes());
    // What composed it, so that a checkout that composes differently recomposes at the next `npm start`.
    expect(siteState().composer).toBe(composerFingerprint());
    expect(store.liveVersion('mfe-astrology')).toBe('1.0.0+astro2');
    expect(store.siteDisagreement()).toBeNull();
  });

  test('the same version twice adds no history entry from a version to itself', async () => {
    await releaseFinance('1.0.0+v1');
    const before = store.history().length;
    const again = await releaseFinance('1.0.0+v1');
    expect(again.switched).toBe(false);
    expect(store.history()).toHaveLength(before);
    expect(store.history().filter((entry) => entry.from === entry.to)).toEqual([]);
  });
});

describe('a release killed half-way is repaired by the next one', () => {
  test('killed after the switch, before the compose: the next run recomposes the site, even if nothing is to switch', async () => {
    const build = financeBuild('1.0.0+v1');
    store.publish('mfe-finance', build);
    store.switchTo('mfe-finance', '1.0.0+v1', 'release');
    expect(store.siteDisagreement()).toMatch(
      /the site was composed with mfe_finance at https:\/\/finance\.test\/1\.0\.0\+test-mfe_finance\/remoteEntry\.js, the pointer names https:\/\/finance\.test\/1\.0\.0\+v1\/remoteEntry\.js/,
    );
    const again = await releaseFinance('1.0.0+v1');
    expect(again.switched).toBe(false);
    expect(lines.some((line) => line.startsWith('the served site is not what the pointers name'))).toBe(true);
    expect(siteState().remotes.mfe_finance).toBe('https://finance.test/1.0.0+v1/remoteEntry.js');
    expect(store.siteDisagreement()).toBeNull();
  });

  test('what killed releases left is removed: half-published versions, staging sites, builds, smoke folders and profiles', async () => {
    const dead = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => dead.once('exit', resolve));
    const alive = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      const leftovers = [
        path.join(store.packageDir('mfe-finance'), `1.0.0+x.publishing-${dead.pid}`),
        path.join(store.root, `site.staging-${dead.pid}`),
        path.join(store.root, `site.old-${dead.pid}`),
        path.join(os.tmpdir(), `release-smoke-${dead.pid}-abc`, 'playwright_chromiumdev_profile-x'),
        path.join(os.tmpdir(), `release-build-${dead.pid}-abc`),
      ];
      const running = path.join(os.tmpdir(), `release-smoke-${alive.pid}-abc`);
      for (const dir of [...leftovers, running]) fs.mkdirSync(dir, { recursive: true });
      await releaseFinance('1.0.0+v1');
      for (const dir of leftovers) expect(fs.existsSync(dir)).toBe(false);
      // A release still running keeps its folder.
      expect(fs.existsSync(running)).toBe(true);
      fs.rmSync(running, { recursive: true, force: true });
    } finally {
      alive.kill('SIGKILL');
    }
  });
});

describe('an invalid remotes.json', () => {
  test('refuses a release naming the file and the fault, leaves the served site, and one command repairs it', async () => {
    const served = fs.readFileSync(path.join(store.siteDir, 'sip-calculator.html'), 'utf8');
    const good = store.liveRemotes();
    fs.writeFileSync(store.remotesFile, '{"mfe_finance": ');
    const refusal = releaseFinance('1.0.0+v1');
    await expect(refusal).rejects.toThrow(ReleaseRefused);
    await expect(refusal).rejects.toThrow(
      `${store.remotesFile} is not a valid pointer: it is not JSON (Unexpected end of JSON input). The site keeps serving what was last composed (${store.siteDir}); repair with \`npm run release:repair\``,
    );
    await expect(rollback('mfe-finance', { store, log })).rejects.toThrow(`${store.remotesFile} is not a valid pointer`);
    expect(fs.readFileSync(path.join(store.siteDir, 'sip-calculator.html'), 'utf8')).toBe(served);
    expect(published()).toEqual(['1.0.0+test-mfe_finance']);

    await repair({ store, log, siteUrl: 'https://calc.example' });
    expect(store.liveRemotes()).toEqual(good);
    expect(lines).toContain(`${store.remotesFile} restored from ${path.join(store.siteDir, 'live.json')}`);
    await releaseFinance('1.0.0+v1');
    expect(live()).toBe('1.0.0+v1');
  });

  test('an entry that is not a versioned URL of a remote of this site is named', () => {
    fs.writeFileSync(
      store.remotesFile,
      JSON.stringify({ ...store.liveRemotes(), mfe_finance: 'https://finance.test/remoteEntry.js', mfe_typo: 'x' }),
    );
    expect(() => store.liveRemotes()).toThrow(
      `the entry of "mfe_finance" ("https://finance.test/remoteEntry.js") is not a versioned URL such as https://host/<version>/remoteEntry.js; "mfe_typo" is not a remote of this site (${Object.keys(TEST_REMOTES).join(', ')})`,
    );
  });
});

describe('a page path that disappears (item 1)', () => {
  const renamed = (list: PageList) => {
    const page = list.pages.find((candidate) => candidate.path === 'sip-calculator')!;
    page.path = 'sip-planner';
    list.exposes = list.exposes.map((module) => (module === './sip-calculator' ? './sip-planner' : module));
    page.module = './sip-planner';
  };

  test('is refused, naming it', async () => {
    const build = financeBuild('1.0.0+renamed', renamed);
    await expect(
      release('mfe-finance', {
        store,
        from: build,
        log,
        smoke: passingSmoke,
        teamTests: passingTests,
        siteUrl: 'https://calc.example',
        probeOrigin: answering,
      }),
    ).rejects.toThrow(
      /- \/sip-calculator \(SIP Calculator, live in mfe_finance\) would answer 404: keep the page, or add "sip-calculator" to the legacyPaths of the page it moved to/,
    );
    expect(live()).toBe('1.0.0+test-mfe_finance');
    expect(published()).toEqual(['1.0.0+test-mfe_finance']);
  });

  test('with legacyPaths naming it, goes live and the old address answers 301, locally and in firebase.json', async () => {
    const build = financeBuild('1.0.0+moved', (list) => {
      renamed(list);
      const page = list.pages.find((candidate) => candidate.path === 'sip-planner')!;
      page.legacyPaths = [...(page.legacyPaths ?? []), 'sip-calculator'];
    });
    await release('mfe-finance', {
      store,
      from: build,
      log,
      smoke: passingSmoke,
      teamTests: passingTests,
      siteUrl: 'https://calc.example',
      probeOrigin: answering,
    });
    expect(live()).toBe('1.0.0+moved');
    const redirects = JSON.parse(fs.readFileSync(path.join(store.siteDir, 'redirects.json'), 'utf8'));
    expect(redirects['/sip-calculator']).toBe('/sip-planner');
    // An older legacy path of the page follows it too.
    expect(redirects['/SIPCalculator']).toBe('/sip-planner');
    const catalog = JSON.parse(fs.readFileSync(path.join(store.siteDir, 'site-catalog.json'), 'utf8'));
    const shell = firebaseConfig(catalog).hosting[0] as unknown as {
      redirects: { source: string; destination: string; type: number }[];
    };
    expect(shell.redirects).toContainEqual({ source: '/sip-calculator', destination: '/sip-planner', type: 301 });
  });
});

describe("the team's own tests (item 2)", () => {
  test('a failure refuses the release; the candidate leaves the store', async () => {
    const failing: TeamTests = jest.fn(async () => ['its unit tests failed (jest mfe-finance/):\n    1 failed']);
    const smokeRunningTests = jest.fn(async (...args: unknown[]) => {
      const teamTests = args[4] as (siteUrl: string) => Promise<string[]>;
      return { problems: await teamTests('http://localhost:6123'), checked: ['/sip-calculator'] };
    });
    await expect(releaseFinance('1.0.0+v1', { teamTests: failing, smoke: smokeRunningTests })).rejects.toThrow(
      /was not released \(nothing live changed\):\n- its unit tests failed/,
    );
    // Run against the composed candidate (the smoke test's server), before any switch.
    expect(failing).toHaveBeenCalledWith('mfe-finance', 'http://localhost:6123', log);
    expect(live()).toBe('1.0.0+test-mfe_finance');
    expect(published()).toEqual(['1.0.0+test-mfe_finance']);
  });

  test('--skip-tests skips them and says so loudly', async () => {
    const smokeRunningTests = jest.fn(async (...args: unknown[]) => {
      const teamTests = args[4] as (siteUrl: string) => Promise<string[]>;
      return { problems: await teamTests('http://localhost:6123'), checked: ['/sip-calculator'] };
    });
    await releaseFinance('1.0.0+v1', { skipTests: true, smoke: smokeRunningTests });
    expect(passingTests).not.toHaveBeenCalled();
    expect(lines.join('\n')).toContain(
      "!! --skip-tests: mfe-finance's own unit and browser tests were NOT run (emergencies only)",
    );
    expect(live()).toBe('1.0.0+v1');
  });
});

describe('compose (item 6)', () => {
  test('a broken entry fails, naming it, and the served site stays', async () => {
    const served = fs.readFileSync(path.join(store.siteDir, 'index.html'), 'utf8');
    fs.writeFileSync(
      store.remotesFile,
      JSON.stringify({ ...store.liveRemotes(), mfe_pages: 'https://pages.test/9.9.9/remoteEntry.js' }),
    );
    await expect(recompose(store, 'https://calc.example', { strict: true })).rejects.toThrow(/mfe_pages/);
    expect(fs.readFileSync(path.join(store.siteDir, 'index.html'), 'utf8')).toBe(served);
  });

  test('without SITE_URL, canonical links and the sitemap follow SHELL_PORT', async () => {
    const previous = { SITE_URL: process.env.SITE_URL, SHELL_PORT: process.env.SHELL_PORT };
    delete process.env.SITE_URL;
    process.env.SHELL_PORT = '6000';
    try {
      let ports: Record<string, number> = {};
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module reads the port again
        ports = (require('../site-config.cjs') as typeof import('../site-config.cjs')).PORTS;
      });
      expect(defaultSiteUrl(ports)).toBe('http://localhost:6000');
      await recompose(store, defaultSiteUrl(ports));
      expect(fs.readFileSync(path.join(store.siteDir, 'sitemap.xml'), 'utf8')).toContain(
        '<loc>http://localhost:6000/sip-calculator</loc>',
      );
      expect(fs.readFileSync(path.join(store.siteDir, 'sip-calculator.html'), 'utf8')).toContain(
        '<link rel="canonical" href="http://localhost:6000/sip-calculator"',
      );
    } finally {
      for (const [key, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
});

describe('a singleton bump (item 4: docs/releasing-and-hosting.md says any bump needs the shell first)', () => {
  test('a remote built against a newer minor version of @calc/singleton than the live shell provides is refused and leaves the store', async () => {
    const [major, minor] = TEST_PROVIDES.shared['@calc/singleton'].split('.').map(Number);
    const newer = `${major}.${minor + 1}.0`;
    const build = financeBuild('1.0.0+minor', (list) => {
      list.requires = { ...list.requires, shared: { '@calc/singleton': `^${newer}` } };
    });
    await expect(
      release('mfe-finance', {
        store,
        from: build,
        log,
        smoke: passingSmoke,
        teamTests: passingTests,
        siteUrl: 'https://calc.example',
        probeOrigin: answering,
      }),
    ).rejects.toThrow(
      `the live shell ${SHELL_VERSION} cannot serve it: mfe_finance needs @calc/singleton ^${newer}; this shell provides ${TEST_PROVIDES.shared['@calc/singleton']}`,
    );
    expect(published()).toEqual(['1.0.0+test-mfe_finance']);
  });
});

describe('shared pieces a build carries that the live site does not (item 4)', () => {
  const pieces = (tokens: string, icons: string) => ({
    'design tokens': { file: 'shared/src/design/global-style.ts', hash: tokens },
    icons: { file: 'shared/src/ui/icons.tsx', hash: icons },
  });
  const withPieces = (dir: string, tokens: string, icons: string) => {
    fs.writeFileSync(path.join(dir, 'shared-pieces.json'), JSON.stringify(pieces(tokens, icons)));
    return dir;
  };
  const releaseBuild = (pkg: 'mfe-finance' | 'shell', from: string) =>
    release(pkg, {
      store,
      from,
      log,
      smoke: passingSmoke,
      teamTests: passingTests,
      siteUrl: 'https://calc.example',
      probeOrigin: answering,
    });
  const shellBuild = (version: string, tokens: string, icons: string) => {
    const dir = path.join(tmp, 'builds', version);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), SHELL_INDEX);
    fs.writeFileSync(path.join(dir, 'shell.json'), JSON.stringify({ version, provides: TEST_PROVIDES }));
    return withPieces(dir, tokens, icons);
  };

  beforeEach(() => {
    withPieces(store.versionDir('shell', SHELL_VERSION), 'tokens-1', 'icons-1');
  });

  test("a remote carrying other design tokens than the live shell's is refused, naming them, and leaves the store", async () => {
    await expect(releaseBuild('mfe-finance', withPieces(financeBuild('1.0.0+tokens'), 'tokens-2', 'icons-1'))).rejects.toThrow(
      `it carries other design tokens (shared/src/design/global-style.ts) than the live shell ${SHELL_VERSION}: the site shows the shell's, its standalone page would show its own. Release the shell with them first`,
    );
    expect(published()).toEqual(['1.0.0+test-mfe_finance']);
    expect(live()).toBe('1.0.0+test-mfe_finance');
  });

  test('a remote carrying other icons is released, and the release says whose copy shows where', async () => {
    await releaseBuild('mfe-finance', withPieces(financeBuild('1.0.0+icons'), 'tokens-1', 'icons-2'));
    expect(live()).toBe('1.0.0+icons');
    expect(lines).toContain(
      `shared pieces: it carries other icons (shared/src/ui/icons.tsx) than the live shell ${SHELL_VERSION}: its pages will show its copy, the header and sidebar the shell's until the shell is released with them`,
    );
  });

  test('the same pieces as the live shell: nothing to say', async () => {
    await releaseBuild('mfe-finance', withPieces(financeBuild('1.0.0+same'), 'tokens-1', 'icons-1'));
    expect(live()).toBe('1.0.0+same');
    expect(lines.filter((line) => line.startsWith('shared pieces:'))).toEqual([]);
  });

  test('the shell goes first with new tokens: released, naming the live remote whose standalone page keeps the old ones; then the remote follows', async () => {
    await releaseBuild('mfe-finance', withPieces(financeBuild('1.0.0+old-tokens'), 'tokens-1', 'icons-1'));
    await releaseBuild('shell', shellBuild('1.0.0+new-tokens', 'tokens-2', 'icons-1'));
    expect(store.liveShellVersion()).toBe('1.0.0+new-tokens');
    expect(lines).toContain(
      "shared pieces: the site will show this shell's design tokens (shared/src/design/global-style.ts); the live mfe-finance carries other ones, which its standalone page keeps until mfe-finance is released again",
    );
    // Now a remote with the new tokens goes through, and one still carrying the old ones is refused.
    await releaseBuild('mfe-finance', withPieces(financeBuild('1.0.0+new-tokens'), 'tokens-2', 'icons-1'));
    expect(live()).toBe('1.0.0+new-tokens');
    await expect(releaseBuild('mfe-finance', withPieces(financeBuild('1.0.0+stale'), 'tokens-1', 'icons-1'))).rejects.toThrow(
      /carries other design tokens/,
    );
  });
});

describe("a remote's host (item 3)", () => {
  test('a release whose entry would point at a host that answers nothing is refused, naming the host and what to do', async () => {
    const port = await freePort();
    store.switchTo('mfe-finance', '1.0.0+test-mfe_finance', 'start', `http://127.0.0.1:${port}`);
    await expect(releaseFinance('1.0.0+v1', { probeOrigin: undefined })).rejects.toThrow(
      `- nothing answers at http://127.0.0.1:${port} (ECONNREFUSED): the pointer would name a host that serves nothing. Locally, run \`npm start\` (it serves every remote); in production, deploy mfe-finance's hosting site once and set RELEASE_ORIGIN_MFE_FINANCE to its address.`,
    );
    expect(published()).toEqual(['1.0.0+test-mfe_finance']);
  });
});
