/*
 * The release store: how a released site is laid out on disk, the way production hosts it.
 *
 *   releases/<package>/<version>/   one immutable folder per published build (never overwritten)
 *   releases/remotes.json           the pointer: each remote's live entry, a versioned URL
 *   releases/shell.json             the shell's live version
 *   releases/history.jsonl          every switch (release, rollback, start), newest last
 *   releases/site/                  the site composed from the live shell and remotes.json (what the shell's host serves),
 *                                   with live.json: the pointers it was composed from
 *   releases/release.lock           who is releasing now (pid, host, command); freed when that process is gone
 *
 * Old versions stay published (the newest KEEP_VERSIONS released ones of each package by the release history, the
 * live one and the one a rollback would go back to), so a tab opened before a release can still fetch the chunks
 * of the version it runs. A build that was never live (refused, or published by a killed release) is not kept.
 */
const fs = require('node:fs');
const os = require('node:os');
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

/** The one command that repairs a store whose pointer is unreadable or disagrees with the composed site. */
const REPAIR_COMMAND = 'npm run release:repair';

/** A pointer file (remotes.json, shell.json) that cannot be read: it names the file, the fault and the repair. */
class PointerError extends Error {
  constructor(file, fault) {
    super(
      `${file} is not a valid pointer: ${fault}. The site keeps serving what was last composed (${path.join(path.dirname(file), 'site')}); ` +
        `repair with \`${REPAIR_COMMAND}\` (it restores the pointer the site was composed from, then recomposes).`,
    );
    this.file = file;
  }
}

/** Whether a process of this machine is still running (a lock or a leftover folder of a dead one is stale). */
function isRunning(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The faults of a remotes.json's content (an object of remote name to versioned entry URL), or none. */
function remotesFaults(remotes) {
  if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes))
    return ['it is not an object of remote names to entries'];
  const faults = [];
  for (const [name, entry] of Object.entries(remotes)) {
    if (!packageOf(name))
      faults.push(
        `"${name}" is not a remote of this site (${PACKAGES.filter((pkg) => pkg !== 'shell')
          .map(federationName)
          .join(', ')})`,
      );
    else if (typeof entry !== 'string' || !versionOfEntrySafe(entry))
      faults.push(
        `the entry of "${name}" (${JSON.stringify(entry)}) is not a versioned URL such as https://host/<version>/remoteEntry.js`,
      );
  }
  return faults;
}

function versionOfEntrySafe(entry) {
  try {
    return versionOfEntry(entry);
  } catch {
    return null;
  }
}

function readJsonFile(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new PointerError(file, error.code === 'ENOENT' ? 'it does not exist' : error.message);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new PointerError(file, `it is not JSON (${error.message})`);
  }
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
  /** What the composed site was composed from: { shell, remotes } (written by scripts/release.ts recompose). */
  get siteStateFile() {
    return path.join(this.siteDir, 'live.json');
  }
  get lockFile() {
    return path.join(this.root, 'release.lock');
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
    const { version } = JSON.parse(fs.readFileSync(file, 'utf8'));
    // It names a folder of the store: never a path (`../..`), only a version such as 1.2.3+abcdef0123.
    if (typeof version !== 'string' || version.length > 64 || !/^[0-9A-Za-z]+(?:[.+_-][0-9A-Za-z]+)*$/.test(version)) {
      throw new Error(`${dir}: its ${path.basename(file)} gives the version ${JSON.stringify(version)}, which is not a version`);
    }
    return version;
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

  /** remotes.json (none yet: {}); an unreadable or malformed one throws a PointerError naming the file and the fault. */
  liveRemotes() {
    if (!fs.existsSync(this.remotesFile)) return {};
    const remotes = readJsonFile(this.remotesFile);
    const faults = remotesFaults(remotes);
    if (faults.length > 0) throw new PointerError(this.remotesFile, faults.join('; '));
    return remotes;
  }

  liveShellVersion() {
    if (!fs.existsSync(this.shellFile)) return null;
    const { version } = readJsonFile(this.shellFile) ?? {};
    if (typeof version !== 'string' || !fs.existsSync(this.versionDir('shell', version)))
      throw new PointerError(this.shellFile, `it names the shell version ${JSON.stringify(version)}, which is not published`);
    return version;
  }

  /** The pointers the served site was composed from (site/live.json), or null (no site, or an older one). */
  siteState() {
    try {
      const state = JSON.parse(fs.readFileSync(this.siteStateFile, 'utf8'));
      return state && typeof state.shell === 'string' && remotesFaults(state.remotes).length === 0 ? state : null;
    } catch {
      return null;
    }
  }

  /** Why the served site is not what the pointers name (a release killed between switch and compose), or null. */
  siteDisagreement() {
    const shell = this.liveShellVersion();
    if (!shell) return null;
    const state = this.siteState();
    if (!state) return `${this.siteDir} is missing or was not composed by a release`;
    if (state.shell !== shell) return `the site was composed with shell ${state.shell}, the pointer names ${shell}`;
    const remotes = this.liveRemotes();
    const names = new Set([...Object.keys(remotes), ...Object.keys(state.remotes)]);
    for (const name of names) {
      if (remotes[name] !== state.remotes[name])
        return `the site was composed with ${name} at ${state.remotes[name] ?? 'nothing'}, the pointer names ${remotes[name] ?? 'nothing'}`;
    }
    return null;
  }

  /**
   * Makes the pointers readable again: an invalid remotes.json or shell.json is replaced by the one the served
   * site was composed from (else rebuilt from the release history). Returns what it did, for the log.
   */
  repairPointers() {
    const done = [];
    const state = this.siteState();
    try {
      this.liveRemotes();
    } catch (error) {
      if (!(error instanceof PointerError)) throw error;
      const remotes = state?.remotes ?? this.remotesFromHistory();
      writeAtomically(this.remotesFile, `${JSON.stringify(remotes, null, 2)}\n`);
      done.push(`${this.remotesFile} restored from ${state ? this.siteStateFile : this.historyFile}`);
    }
    try {
      this.liveShellVersion();
    } catch (error) {
      if (!(error instanceof PointerError)) throw error;
      const version = state?.shell ?? this.lastLive('shell');
      if (!version)
        throw new Error(`${this.shellFile} cannot be repaired: no composed site and no shell in the history`, { cause: error });
      writeAtomically(this.shellFile, `${JSON.stringify({ version }, null, 2)}\n`);
      done.push(`${this.shellFile} restored from ${state ? this.siteStateFile : this.historyFile}`);
    }
    return done;
  }

  /** The last version of a package the history made live that is still published. */
  lastLive(pkg) {
    const entries = this.history().filter((entry) => entry.package === pkg);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      if (fs.existsSync(this.versionDir(pkg, entries[index].to))) return entries[index].to;
    }
    return null;
  }

  remotesFromHistory() {
    const remotes = {};
    for (const pkg of PACKAGES.filter((name) => name !== 'shell')) {
      const version = this.lastLive(pkg);
      if (version) remotes[federationName(pkg)] = entryUrl(localOrigin(pkg), version);
    }
    return remotes;
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
    if (pkg === 'shell') return '';
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
    // Nothing changes: no history entry from a version to itself.
    if (from === version && (pkg === 'shell' || this.liveRemotes()[federationName(pkg)] === entryUrl(origin, version)))
      return null;
    if (pkg === 'shell') writeAtomically(this.shellFile, `${JSON.stringify({ version }, null, 2)}\n`);
    else writeAtomically(this.remotesFile, `${JSON.stringify(this.remotesWith(pkg, version, origin), null, 2)}\n`);
    const entry = { at: new Date().toISOString(), package: pkg, action, from, to: version };
    fs.appendFileSync(this.historyFile, `${JSON.stringify(entry)}\n`);
    return entry;
  }

  history() {
    if (!fs.existsSync(this.historyFile)) return [];
    // A line cut short by a kill is skipped, not fatal: the history is a record, the pointers are the truth.
    return fs
      .readFileSync(this.historyFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .flatMap((line) => {
        try {
          return [JSON.parse(line)];
        } catch {
          return [];
        }
      });
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

  /**
   * Removes published versions but the newest `keep` ones made live (by the release history, not folder dates),
   * never the live one nor the one a rollback would go back to; a version that was never live (a refused build, or
   * one a killed release left) is removed too. Run under the lock, so no other release's candidate is in flight.
   */
  prune(pkg, keep = KEEP_VERSIONS) {
    const kept = new Set([this.liveVersion(pkg), this.previousVersion(pkg)].filter(Boolean));
    const released = [];
    for (const entry of this.history().reverse()) {
      if (entry.package === pkg && !released.includes(entry.to)) released.push(entry.to);
    }
    for (const version of released.slice(0, keep)) kept.add(version);
    const removed = this.versions(pkg).filter((version) => !kept.has(version));
    for (const version of removed) fs.rmSync(this.versionDir(pkg, version), { recursive: true, force: true });
    return removed;
  }

  /** Removes a version that was published for a release and never made live (the release was refused). */
  unpublish(pkg, version) {
    const everLive = this.history().some((entry) => entry.package === pkg && entry.to === version);
    if (everLive || this.liveVersion(pkg) === version) return false;
    fs.rmSync(this.versionDir(pkg, version), { recursive: true, force: true });
    return true;
  }

  /**
   * Removes what killed releases left: half-published `<version>.publishing-<pid>` folders (inside the folder a
   * remote's host uploads), half-composed `site.staging-<pid>`/`site.old-<pid>`, pointer temporaries, and release
   * builds, smoke-test sites and browser profiles in the temporary folder, all of processes no longer running.
   */
  cleanLeftovers(tmp = os.tmpdir()) {
    const removed = [];
    const sweep = (dir, pattern) => {
      if (!fs.existsSync(dir)) return;
      for (const name of fs.readdirSync(dir)) {
        const match = pattern.exec(name);
        if (match && Number(match[1]) !== process.pid && !isRunning(Number(match[1]))) {
          fs.rmSync(path.join(dir, name), { recursive: true, force: true });
          removed.push(path.join(dir, name));
        }
      }
    };
    for (const pkg of PACKAGES) sweep(this.packageDir(pkg), /\.publishing-(\d+)$/);
    sweep(this.root, /^site\.(?:staging|old)-(\d+)$/);
    sweep(this.root, /\.(\d+)\.tmp$/);
    sweep(tmp, /^release-(?:smoke|build)-(\d+)-/);
    return removed;
  }

  /**
   * Takes the store's release lock, naming its holder (pid, host, command, since). A lock whose holder is no
   * longer running is taken over; a live one is waited for up to `waitMs` (saying who holds it), then refused.
   * Returns the function that frees it (also freed if this process exits).
   */
  async lock(command, { waitMs = 10 * 60_000, log = console.log, pollMs = 500 } = {}) {
    fs.mkdirSync(this.root, { recursive: true });
    const me = { pid: process.pid, host: os.hostname(), command, since: new Date().toISOString() };
    const deadline = Date.now() + waitMs;
    let told = false;
    for (;;) {
      try {
        fs.writeFileSync(this.lockFile, `${JSON.stringify(me)}\n`, { flag: 'wx' });
        break;
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
      }
      let holder;
      try {
        holder = JSON.parse(fs.readFileSync(this.lockFile, 'utf8'));
      } catch {
        // Being written this instant, or cut short by a kill: a lock file older than a second with no holder is stale.
        const age = Date.now() - (fs.statSync(this.lockFile, { throwIfNoEntry: false })?.mtimeMs ?? 0);
        if (age > 1000) fs.rmSync(this.lockFile, { force: true });
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      if (holder.host === me.host && !isRunning(holder.pid)) {
        log(
          `the lock of ${holder.command} (pid ${holder.pid}, since ${holder.since}) was left by a process that is gone: taking it`,
        );
        fs.rmSync(this.lockFile, { force: true });
        continue;
      }
      const who = `${holder.command} (pid ${holder.pid} on ${holder.host}, since ${holder.since})`;
      if (Date.now() >= deadline) {
        throw new LockHeld(
          `another release holds ${this.lockFile}: ${who}. Nothing was changed; run again when it has finished.`,
        );
      }
      if (!told) log(`waiting for ${who} to finish (it holds ${this.lockFile})…`);
      told = true;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    const unlock = () => {
      process.removeListener('exit', unlock);
      try {
        if (JSON.parse(fs.readFileSync(this.lockFile, 'utf8')).pid === process.pid) fs.rmSync(this.lockFile, { force: true });
      } catch {
        // Already gone.
      }
    };
    process.on('exit', unlock);
    return unlock;
  }
}

/** A release refused because another one holds the lock. */
class LockHeld extends Error {}

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
  REPAIR_COMMAND,
  PointerError,
  LockHeld,
  isRunning,
  remotesFaults,
  KEEP_VERSIONS,
  ReleaseStore,
  federationName,
  packageOf,
  distOf,
  versionOfEntry,
  entryUrl,
  localOrigin,
};
