/*
 * The release store: how a released site is laid out on disk, the way production hosts it.
 *
 *   releases/<package>/<version>/   one immutable folder per published build (never overwritten)
 *   releases/remotes.json           the pointer: each remote's live entry, a versioned URL
 *   releases/shell.json             the shell's live version
 *   releases/history.jsonl          every switch (release, rollback, start), newest last
 *   releases/site/                  the site composed from the live shell and remotes.json (what the shell's host serves)
 *
 * Old versions stay published (the newest KEEP_VERSIONS of each package, and every live one), so a tab opened
 * before a release can still fetch the chunks of the version it runs.
 */
const fs = require('node:fs');
const path = require('node:path');
const { DIST, PORTS, REMOTES, RELEASES_DIR } = require('../site-config.cjs');
const { SITE_PACKAGES, federationName } = require('../site-packages.cjs');

/** Every package that is released on its own: the shell and each remote (by package name; scripts/site-packages.cjs). */
const PACKAGES = SITE_PACKAGES.map((pkg) => pkg.name);

/** How many published versions of a package stay online (besides the live one). */
const KEEP_VERSIONS = 5;

function packageOf(federation) {
  return PACKAGES.find((pkg) => federationName(pkg) === federation);
}

function distOf(pkg) {
  return DIST[federationName(pkg)];
}

class ReleaseStore {
  constructor(root = RELEASES_DIR) {
    this.root = root;
  }

  get remotesFile() {
    return path.join(this.root, 'remotes.json');
  }
  get shellFile() {
    return path.join(this.root, 'shell.json');
  }
  get historyFile() {
    return path.join(this.root, 'history.jsonl');
  }
  get siteDir() {
    return path.join(this.root, 'site');
  }
  packageDir(pkg) {
    return path.join(this.root, pkg);
  }
  versionDir(pkg, version) {
    return path.join(this.root, pkg, version);
  }

  /** The version a build describes itself with: a remote's page list, or the shell's shell.json. */
  static versionOfBuild(pkg, dir) {
    const file = path.join(dir, pkg === 'shell' ? 'shell.json' : 'pages.json');
    if (!fs.existsSync(file)) throw new Error(`${dir} is not a build of ${pkg}: it has no ${path.basename(file)}`);
    return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }

  /** Publishes a build as an immutable version folder; a version already published is left as it is. */
  publish(pkg, buildDir = distOf(pkg)) {
    const version = ReleaseStore.versionOfBuild(pkg, buildDir);
    const target = this.versionDir(pkg, version);
    if (fs.existsSync(target)) return { version, dir: target, existed: true };
    const staging = `${target}.publishing-${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(buildDir, staging, { recursive: true });
    fs.renameSync(staging, target);
    return { version, dir: target, existed: false };
  }

  /** Published versions of a package, newest first (by the time they were published). */
  versions(pkg) {
    const dir = this.packageDir(pkg);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.includes('.publishing-'))
      .map((entry) => ({ name: entry.name, time: fs.statSync(path.join(dir, entry.name)).mtimeMs }))
      .sort((a, b) => b.time - a.time)
      .map((entry) => entry.name);
  }

  liveRemotes() {
    return fs.existsSync(this.remotesFile) ? JSON.parse(fs.readFileSync(this.remotesFile, 'utf8')) : {};
  }

  liveShellVersion() {
    return fs.existsSync(this.shellFile) ? JSON.parse(fs.readFileSync(this.shellFile, 'utf8')).version : null;
  }

  /** The live version of a package: the shell's from shell.json, a remote's from its entry in remotes.json. */
  liveVersion(pkg) {
    if (pkg === 'shell') return this.liveShellVersion();
    const entry = this.liveRemotes()[federationName(pkg)];
    return entry ? versionOfEntry(entry) : null;
  }

  shellDescription(version) {
    return JSON.parse(fs.readFileSync(path.join(this.versionDir('shell', version), 'shell.json'), 'utf8'));
  }

  /** Where a remote is hosted: its live entry's origin (a release changes the version, not the host), else the local one. */
  originOf(pkg) {
    const live = this.liveRemotes()[federationName(pkg)];
    return live ? new URL(live).origin : localOrigin(pkg);
  }

  /** The remotes.json a switch of `pkg` to `version` would write (for a remote), or the live one (for the shell). */
  remotesWith(pkg, version, origin = this.originOf(pkg)) {
    const live = this.liveRemotes();
    if (pkg === 'shell') return live;
    // remotes.json lists the remotes in the site's order: a new remote goes last.
    return { ...live, [federationName(pkg)]: entryUrl(origin, version) };
  }

  /** Points the site at a version: written to a temporary file, then renamed over the pointer (atomic). */
  switchTo(pkg, version, action, origin = this.originOf(pkg)) {
    if (!fs.existsSync(this.versionDir(pkg, version))) throw new Error(`${pkg} ${version} is not published`);
    const from = this.liveVersion(pkg);
    if (pkg === 'shell') writeAtomically(this.shellFile, `${JSON.stringify({ version }, null, 2)}\n`);
    else writeAtomically(this.remotesFile, `${JSON.stringify(this.remotesWith(pkg, version, origin), null, 2)}\n`);
    const entry = { at: new Date().toISOString(), package: pkg, action, from, to: version };
    fs.appendFileSync(this.historyFile, `${JSON.stringify(entry)}\n`);
    return entry;
  }

  history() {
    if (!fs.existsSync(this.historyFile)) return [];
    return fs
      .readFileSync(this.historyFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  }

  /** The version a rollback of `pkg` goes back to: the one live before the last switch to the live one. */
  previousVersion(pkg) {
    // The version the live one replaced when it was released (a rollback does not count: rolling back twice
    // goes back twice, it does not undo the first).
    const live = this.liveVersion(pkg);
    const switches = this.history().filter(
      (entry) => entry.package === pkg && entry.action !== 'rollback' && entry.to === live && entry.from && entry.from !== live,
    );
    const last = switches[switches.length - 1];
    return last?.from && fs.existsSync(this.versionDir(pkg, last.from)) ? last.from : null;
  }

  /** Removes published versions beyond the newest KEEP_VERSIONS, never a live one; returns what it removed. */
  prune(pkg, keep = KEEP_VERSIONS) {
    const live = this.liveVersion(pkg);
    const removed = this.versions(pkg).filter((version, index) => index >= keep && version !== live);
    for (const version of removed) fs.rmSync(this.versionDir(pkg, version), { recursive: true, force: true });
    return removed;
  }
}

/** The version folder an entry URL points into: http://host/<version>/remoteEntry.js. */
function versionOfEntry(entry) {
  const match = /\/([^/]+)\/remoteEntry\.js$/.exec(new URL(entry).pathname);
  return match ? decodeURIComponent(match[1]) : null;
}

function entryUrl(origin, version) {
  return `${origin.replace(/\/+$/, '')}/${encodeURI(version)}/remoteEntry.js`;
}

/**
 * Where a remote's versions are served from. Locally, the port `npm start` serves that remote on; in
 * production, RELEASE_ORIGIN_<NAME> (e.g. RELEASE_ORIGIN_MFE_FINANCE=https://finance.calc.example).
 */
function localOrigin(pkg) {
  const name = federationName(pkg);
  const fromEnv = process.env[`RELEASE_ORIGIN_${name.toUpperCase()}`];
  if (fromEnv) return fromEnv;
  if (!REMOTES.includes(name)) return '';
  return `http://localhost:${PORTS[name]}`;
}

function writeAtomically(file, content) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

module.exports = {
  PACKAGES,
  KEEP_VERSIONS,
  ReleaseStore,
  federationName,
  packageOf,
  distOf,
  versionOfEntry,
  entryUrl,
  localOrigin,
};
