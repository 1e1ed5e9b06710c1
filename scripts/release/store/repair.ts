/*
 * Making a store whole after a kill: whether the served site is what the pointers name (site/live.json against
 * them), restoring an unreadable pointer (from the served site, else the history), and removing what killed
 * releases left behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lastLive } from './history';
import { writeAtomically, type StoreLayout } from './layout';
import { isRunning } from './lock';
import { entryUrl, federationName, localOrigin, PACKAGES } from './packages';
import { liveRemotes, liveShellVersion, PointerError, remotesFaults } from './pointer';

/** site/live.json: the pointers the served site was composed from. */
export interface SiteState {
  shell: string;
  remotes: Record<string, string>;
  siteUrl?: string;
  composer?: string;
}

/** The pointers the served site was composed from (site/live.json), or null (no site, or an older one). */
export function siteState(layout: StoreLayout): SiteState | null {
  try {
    const state = JSON.parse(fs.readFileSync(layout.siteStateFile, 'utf8'));
    return state && typeof state.shell === 'string' && remotesFaults(state.remotes).length === 0 ? state : null;
  } catch {
    return null;
  }
}

/** Why the served site is not what the pointers name (a release killed between switch and compose), or null. */
export function siteDisagreement(layout: StoreLayout): string | null {
  const shell = liveShellVersion(layout);
  if (!shell) return null;
  const state = siteState(layout);
  if (!state) return `${layout.siteDir} is missing or was not composed by a release`;
  if (state.shell !== shell) return `the site was composed with shell ${state.shell}, the pointer names ${shell}`;
  const remotes = liveRemotes(layout);
  const names = new Set([...Object.keys(remotes), ...Object.keys(state.remotes)]);
  for (const name of names) {
    if (remotes[name] !== state.remotes[name])
      return `the site was composed with ${name} at ${state.remotes[name] ?? 'nothing'}, the pointer names ${remotes[name] ?? 'nothing'}`;
  }
  return null;
}

/** remotes.json as the history last made it live (each remote's last live version that is still published). */
export function remotesFromHistory(layout: StoreLayout): Record<string, string> {
  const remotes: Record<string, string> = {};
  for (const pkg of PACKAGES.filter((name) => name !== 'shell')) {
    const version = lastLive(layout, pkg);
    if (version) remotes[federationName(pkg)] = entryUrl(localOrigin(pkg), version);
  }
  return remotes;
}

/**
 * Makes the pointers readable again: an invalid remotes.json or shell.json is replaced by the one the served
 * site was composed from (else rebuilt from the release history). Returns what it did, for the log.
 */
export function repairPointers(layout: StoreLayout): string[] {
  const done: string[] = [];
  const state = siteState(layout);
  try {
    liveRemotes(layout);
  } catch (error) {
    if (!(error instanceof PointerError)) throw error;
    const remotes = state?.remotes ?? remotesFromHistory(layout);
    writeAtomically(layout.remotesFile, `${JSON.stringify(remotes, null, 2)}\n`);
    done.push(`${layout.remotesFile} restored from ${state ? layout.siteStateFile : layout.historyFile}`);
  }
  try {
    liveShellVersion(layout);
  } catch (error) {
    if (!(error instanceof PointerError)) throw error;
    const version = state?.shell ?? lastLive(layout, 'shell');
    if (!version)
      throw new Error(`${layout.shellFile} cannot be repaired: no composed site and no shell in the history`, { cause: error });
    writeAtomically(layout.shellFile, `${JSON.stringify({ version }, null, 2)}\n`);
    done.push(`${layout.shellFile} restored from ${state ? layout.siteStateFile : layout.historyFile}`);
  }
  return done;
}

/**
 * Removes what killed releases left: half-published `<version>.publishing-<pid>` folders (inside the folder a
 * remote's host uploads), half-composed `site.staging-<pid>`/`site.old-<pid>`, pointer temporaries, and release
 * builds, smoke-test sites and browser profiles in the temporary folder, all of processes no longer running.
 */
export function cleanLeftovers(layout: StoreLayout, tmp: string = os.tmpdir()): string[] {
  const removed: string[] = [];
  const sweep = (dir: string, pattern: RegExp) => {
    if (!fs.existsSync(dir)) return;
    for (const name of fs.readdirSync(dir)) {
      const match = pattern.exec(name);
      if (match && Number(match[1]) !== process.pid && !isRunning(Number(match[1]))) {
        fs.rmSync(path.join(dir, name), { recursive: true, force: true });
        removed.push(path.join(dir, name));
      }
    }
  };
  for (const pkg of PACKAGES) sweep(layout.packageDir(pkg), /\.publishing-(\d+)$/);
  sweep(layout.root, /^site\.(?:staging|old)-(\d+)$/);
  sweep(layout.root, /\.(\d+)\.tmp$/);
  sweep(tmp, /^release-(?:smoke|build)-(\d+)-/);
  return removed;
}
