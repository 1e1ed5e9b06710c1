/** The shell and each remote, by package name (scripts/site-packages.cjs). */
export declare const PACKAGES: readonly string[];
export type PackageName = string;
export declare const KEEP_VERSIONS: number;

export interface HistoryEntry {
  at: string;
  package: PackageName;
  action: 'release' | 'rollback' | 'start';
  from: string | null;
  to: string;
}

export interface ShellDescription {
  version: string;
  provides: { shellContract: number; shared: Record<string, string> };
}

export declare class ReleaseStore {
  constructor(root?: string);
  readonly root: string;
  readonly remotesFile: string;
  readonly shellFile: string;
  readonly historyFile: string;
  readonly siteDir: string;
  /** site/live.json: the pointers the served site was composed from. */
  readonly siteStateFile: string;
  /** release.lock: who is releasing now. */
  readonly lockFile: string;
  packageDir(pkg: PackageName): string;
  versionDir(pkg: PackageName, version: string): string;
  static versionOfBuild(pkg: PackageName, dir: string): string;
  publish(pkg: PackageName, buildDir?: string): { version: string; dir: string; existed: boolean };
  versions(pkg: PackageName): string[];
  liveRemotes(): Record<string, string>;
  liveShellVersion(): string | null;
  liveVersion(pkg: PackageName): string | null;
  shellDescription(version: string): ShellDescription;
  originOf(pkg: PackageName): string;
  remotesWith(pkg: PackageName, version: string, origin?: string): Record<string, string>;
  /** The history entry written, or null when the pointer already names that version (nothing is written). */
  switchTo(pkg: PackageName, version: string, action: HistoryEntry['action'], origin?: string): HistoryEntry | null;
  history(): HistoryEntry[];
  previousVersion(pkg: PackageName): string | null;
  prune(pkg: PackageName, keep?: number): string[];
  unpublish(pkg: PackageName, version: string): boolean;
  siteState(): { shell: string; remotes: Record<string, string>; siteUrl?: string } | null;
  siteDisagreement(): string | null;
  repairPointers(): string[];
  lastLive(pkg: PackageName): string | null;
  remotesFromHistory(): Record<string, string>;
  cleanLeftovers(tmp?: string): string[];
  lock(command: string, options?: { waitMs?: number; log?: (line: string) => void; pollMs?: number }): Promise<() => void>;
}

/** A pointer file that cannot be read: its message names the file, the fault and the repair command. */
export declare class PointerError extends Error {
  readonly file: string;
}
/** A release refused because another one holds the lock (the message names the holder). */
export declare class LockHeld extends Error {}
export declare const REPAIR_COMMAND: string;
export declare function isRunning(pid: number): boolean;
export declare function remotesFaults(remotes: unknown): string[];

export declare function federationName(pkg: PackageName): string;
export declare function packageOf(federation: string): PackageName | undefined;
export declare function distOf(pkg: PackageName): string;
export declare function versionOfEntry(entry: string): string | null;
export declare function entryUrl(origin: string, version: string): string;
export declare function localOrigin(pkg: PackageName): string;
