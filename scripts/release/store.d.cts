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
  switchTo(pkg: PackageName, version: string, action: HistoryEntry['action'], origin?: string): HistoryEntry;
  history(): HistoryEntry[];
  previousVersion(pkg: PackageName): string | null;
  prune(pkg: PackageName, keep?: number): string[];
}

export declare function federationName(pkg: PackageName): string;
export declare function packageOf(federation: string): PackageName | undefined;
export declare function distOf(pkg: PackageName): string;
export declare function versionOfEntry(entry: string): string | null;
export declare function entryUrl(origin: string, version: string): string;
export declare function localOrigin(pkg: PackageName): string;
