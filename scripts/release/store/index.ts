/*
 * The release store: how a released site is laid out on disk, the way production hosts it (layout.ts). Each job
 * is a module of its own, working on a store's paths: the published versions (versions.ts), the pointers that say
 * what is live (pointer.ts), the history of switches and pruning (history.ts), the release lock (lock.ts) and
 * repairing what a killed release left (repair.ts). ReleaseStore binds them to one store's folder, for the
 * release (scripts/release/release.ts), `npm start` (scripts/serve.mjs) and the tests.
 */
import * as historyOf from './history';
import { StoreLayout } from './layout';
import * as locking from './lock';
import type { PackageName } from './packages';
import * as pointer from './pointer';
import * as repairing from './repair';
import * as published from './versions';

export { KEEP_VERSIONS, type HistoryEntry } from './history';
export { StoreLayout } from './layout';
export { isRunning, LockHeld, type LockOptions } from './lock';
export { distOf, entryUrl, federationName, localOrigin, packageOf, PACKAGES, versionOfEntry, type PackageName } from './packages';
export { PointerError, remotesFaults, REPAIR_COMMAND } from './pointer';
export type { SiteState } from './repair';
export type { ShellDescription } from './versions';

export class ReleaseStore extends StoreLayout {
  static versionOfBuild = published.versionOfBuild;

  publish(pkg: PackageName, buildDir?: string) {
    return published.publish(this, pkg, buildDir);
  }
  versions(pkg: PackageName) {
    return published.versions(this, pkg);
  }
  shellDescription(version: string) {
    return published.shellDescription(this, version);
  }

  liveRemotes() {
    return pointer.liveRemotes(this);
  }
  liveShellVersion() {
    return pointer.liveShellVersion(this);
  }
  liveVersion(pkg: PackageName) {
    return pointer.liveVersion(this, pkg);
  }
  originOf(pkg: PackageName) {
    return pointer.originOf(this, pkg);
  }
  remotesWith(pkg: PackageName, version: string, origin?: string) {
    return pointer.remotesWith(this, pkg, version, origin);
  }

  switchTo(pkg: PackageName, version: string, action: historyOf.HistoryEntry['action'], origin?: string) {
    return historyOf.switchTo(this, pkg, version, action, origin);
  }
  history() {
    return historyOf.history(this);
  }
  lastLive(pkg: PackageName) {
    return historyOf.lastLive(this, pkg);
  }
  previousVersion(pkg: PackageName) {
    return historyOf.previousVersion(this, pkg);
  }
  prune(pkg: PackageName, keep?: number) {
    return historyOf.prune(this, pkg, keep);
  }
  unpublish(pkg: PackageName, version: string) {
    return historyOf.unpublish(this, pkg, version);
  }

  lock(command: string, options?: locking.LockOptions) {
    return locking.lock(this, command, options);
  }

  siteState() {
    return repairing.siteState(this);
  }
  siteDisagreement() {
    return repairing.siteDisagreement(this);
  }
  remotesFromHistory() {
    return repairing.remotesFromHistory(this);
  }
  repairPointers() {
    return repairing.repairPointers(this);
  }
  cleanLeftovers(tmp?: string) {
    return repairing.cleanLeftovers(this, tmp);
  }
}
