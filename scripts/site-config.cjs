/* Ports and folders of the local site, shared by `npm start`, `npm run dev`, the tests and the bench. */
// @ts-check: its types are these JSDoc annotations, checked by `npm run typecheck` (tsconfig.json's allowJs); it
// stays JavaScript because the .mjs scripts (build, dev, bench, serve) load it with plain Node.
const path = require('node:path');
const fs = require('node:fs');
const os = require('node:os');
const { spawn } = require('node:child_process');

const { ROOT, SITE_PACKAGES, REMOTE_PACKAGES } = require('./site-packages.cjs');

/** @param {string} name @param {number} fallback */
function port(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * Each package's port by federation name (shell, mfe_finance, …: scripts/site-packages.cjs), the database's and the
 * Auth emulator's. @type {Record<string, number>}
 */
const PORTS = {
  ...Object.fromEntries(SITE_PACKAGES.map((pkg) => [pkg.federation, port(pkg.portVariable, pkg.port)])),
  database: port('DATABASE_PORT', 9000),
  /** The local Auth emulator (scripts/auth-emulator.mjs) the contact form signs in anonymously with. */
  auth: port('AUTH_PORT', 9099),
};

/** Each package's build output, by federation name. @type {Record<string, string>} */
const DIST = Object.fromEntries(SITE_PACKAGES.map((pkg) => [pkg.federation, path.join(ROOT, pkg.dir, 'dist')]));

/** The remotes' federation names, in remotes.json order. @type {string[]} */
const REMOTES = REMOTE_PACKAGES.map((pkg) => pkg.federation);

/** The release store of `npm start` and `npm run release` (scripts/release/store/); RELEASES_DIR to put it elsewhere. */
const RELEASES_DIR = process.env.RELEASES_DIR ? path.resolve(process.env.RELEASES_DIR) : path.join(ROOT, 'releases');

/** Where runCompose (below) writes a composed site by default (SITE_DIR to put it elsewhere). */
const SITE_DIR = process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : path.join(ROOT, 'site');

/** remotes.json for remotes served on this machine at the configured ports. @param {Record<string, number>} [ports] */
function localRemotesJson(ports = PORTS) {
  return JSON.stringify(
    Object.fromEntries(REMOTES.map((name) => [name, `http://localhost:${ports[name]}/remoteEntry.js`])),
    null,
    2,
  );
}

/**
 * Runs `npm run compose:folder` (scripts/release/compose.ts) in a child process, which must not block this one: the
 * remotes it reads may be served from here.
 * @param {{ remotesJson: string; outDir?: string; siteUrl?: string; shellDir?: string; quiet?: boolean }} options
 * @returns {Promise<void>}
 */
function runCompose({ remotesJson, outDir = SITE_DIR, siteUrl, shellDir = DIST.shell, quiet = false }) {
  const remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'compose-')), 'remotes.json');
  fs.writeFileSync(remotesFile, remotesJson);
  const args = [
    '-r',
    'ts-node/register/transpile-only',
    path.join(ROOT, 'scripts', 'release', 'compose.ts'),
    '--shell',
    shellDir,
    '--remotes',
    remotesFile,
    '--out',
    outDir,
    ...(siteUrl ? ['--site-url', siteUrl] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.rmSync(path.dirname(remotesFile), { recursive: true, force: true });
      if (code === 0) resolve();
      else reject(new Error(`compose failed (exit ${code})`));
    });
  });
}

/**
 * The shell's chunks that only a page without a catalogue runs (the development server's: a composed page carries
 * its catalogue, shell/src/site/load-catalog.ts), by webpack chunk name: the pages neither preload nor precache them.
 */
/** @type {readonly string[]} */
const DEVELOPMENT_ONLY_CHUNKS = ['compose-in-browser'];

/** Debian's Chromium and the flags every browser run here uses (tests, bench, screenshots, release smoke tests). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** @type {string[]} */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = {
  CHROMIUM_PATH,
  CHROMIUM_ARGS,
  ROOT,
  PORTS,
  DIST,
  DEVELOPMENT_ONLY_CHUNKS,
  REMOTES,
  SITE_DIR,
  RELEASES_DIR,
  localRemotesJson,
  runCompose,
};
